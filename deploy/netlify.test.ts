import { readFileSync } from "node:fs";

import { parse } from "smol-toml";
import { expect, test } from "vitest";

import {
  buildNetlifyRedirects,
  FALLBACK_PAGES,
  listNotFoundFiles,
  NOT_FOUND_FILES,
  NOT_FOUND_PAGES,
  notFoundPageFor,
} from "./fallbacks.mjs";

test("netlify.toml answers an unknown path in each fallback folder with that folder's page and status 404", () => {
  const { redirects } = parse(readFileSync(new URL("../netlify.toml", import.meta.url), "utf8"));
  const folders = [...Object.keys(FALLBACK_PAGES), ...Object.keys(NOT_FOUND_PAGES)];
  expect(redirects).toEqual(
    folders.map((folder) => ({ from: `/${folder}/*`, to: notFoundPageFor(`/${folder}/x`), status: 404 })),
  );
  for (const { to } of redirects as Array<{ to: string }>) expect(NOT_FOUND_FILES).toContain(to.slice(1));
});

test("the build's _redirects gives each further language's folders and other paths that language's pages, status 404", () => {
  expect(buildNetlifyRedirects([])).toBe("");
  const rules = buildNetlifyRedirects(["de", "fr"])
    .trim()
    .split("\n")
    .map((line) => line.split(/\s+/));
  expect(rules).toContainEqual(["/de/course/*", "/de/course/404.html", "404"]);
  expect(rules).toContainEqual(["/fr/help/*", "/fr/help/404.html", "404"]);
  // Netlify applies the first rule that matches: a language's catch-all comes after its folders.
  const german = rules.filter(([from]) => from?.startsWith("/de/"));
  expect(german.at(-1)).toEqual(["/de/*", "/de/404.html", "404"]);
  expect(german).toHaveLength(6);
  const files = listNotFoundFiles(["de", "fr"]);
  for (const [, to, status] of rules) {
    expect(files).toContain(to?.slice(1));
    expect(status).toBe("404");
  }
});
