import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

import { afterEach, expect, test } from "vitest";

import { listPageAssets, listStaticImports, measurePage } from "./page-weight.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function writeBuild(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "page-weight-"));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
    writeFileSync(join(root, `${name}.gz`), gzipSync(text));
  }
  return root;
}

const gz = (text: string) => gzipSync(text).length;

test("an island counts its component, its renderer and their static imports, once each, not its dynamic ones", () => {
  const files = {
    "assets/catalog.js":
      'import{a as b}from"./shared.js";import"./effect.js";const later=()=>import("./later.js");',
    "assets/client.js": 'import{c}from"./shared.js";export default c;',
    "assets/shared.js": 'import{d}from"./react.js";export const a=1,c=2;',
    "assets/react.js": "export const d=3;",
    "assets/effect.js": "console.log(1);",
    "assets/later.js": "export const e=4;",
    "assets/site.css": "body{color:red}",
  };
  const island =
    '<astro-island uid="1" component-url="/assets/catalog.js" renderer-url="/assets/client.js" ssr client="load"></astro-island>';
  const runtime = "(()=>{customElements.define('astro-island',class extends HTMLElement{})})();";
  const html = `<html><head><link rel="stylesheet" href="/assets/site.css"><script type="application/ld+json">{"@type":"Organization"}</script><script>${runtime}</script></head><body>${island}</body></html>`;
  const root = writeBuild({ ...files, "courses.html": html });

  const measured = measurePage("/courses", root);
  expect(measured.modules.sort()).toEqual(
    [
      "/assets/catalog.js",
      "/assets/client.js",
      "/assets/effect.js",
      "/assets/react.js",
      "/assets/shared.js",
    ].sort(),
  );
  const modules = ["catalog", "client", "shared", "react", "effect"].map((name) =>
    gz(files[`assets/${name}.js` as keyof typeof files]),
  );
  expect(measured.js).toBe(modules.reduce((a, b) => a + b, 0) + gzipSync(runtime, { level: 9 }).length);
  expect(measured.css).toBe(gz(files["assets/site.css"]));
  expect(measured.inlineScripts).toBe(1);
});

test("a client:visible island's own modules are counted apart, as what scrolling to it adds", () => {
  const files = {
    "assets/search.js": 'import{a}from"./shared.js";',
    "assets/form.js": 'import{a}from"./shared.js";import"./form-state.js";',
    "assets/client.js": 'import{a}from"./shared.js";',
    "assets/shared.js": "export const a=1;",
    "assets/form-state.js": "export const b=2;",
  };
  const island = (component: string, directive: string) =>
    `<astro-island uid="${component}" component-url="/assets/${component}.js" renderer-url="/assets/client.js" ssr client="${directive}"></astro-island>`;
  const root = writeBuild({
    ...files,
    "blog.html": `<html><body>${island("search", "load")}${island("form", "visible")}</body></html>`,
  });

  const measured = measurePage("/blog", root);
  expect(measured.modules.sort()).toEqual(["/assets/client.js", "/assets/search.js", "/assets/shared.js"]);
  expect(measured.visible.modules.sort()).toEqual(["/assets/form-state.js", "/assets/form.js"]);
  expect(measured.visible.js).toBe(gz(files["assets/form.js"]) + gz(files["assets/form-state.js"]));
  expect(measured.hydratedJs).toBe(measured.js + measured.visible.js);
});

test("a page without islands or scripts loads no JavaScript; JSON-LD is data, not a script", () => {
  const root = writeBuild({
    "about.html":
      '<html><head><script type="application/ld+json">{"a":1}</script></head><body><h1>About</h1></body></html>',
  });
  expect(measurePage("/about", root)).toMatchObject({ js: 0, modules: [], inlineScripts: 0 });
});

test("module scripts and preloads count; imports resolve against the importing file", () => {
  expect(
    listPageAssets(
      '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js">',
    ).scripts,
  ).toEqual(["/assets/a.js", "/assets/b.js"]);
  expect(
    listStaticImports(
      'import x from"../lib/y.js";import"/assets/z.js";import("./w.js");export{K as default}from"./v.js";export{x};',
      "/assets/sub/a.js",
    ),
  ).toEqual(["/assets/lib/y.js", "/assets/z.js", "/assets/sub/v.js"]);
});
