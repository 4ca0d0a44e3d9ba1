import { expect, test } from "vitest";

import { plainDynamicImports } from "./plain-dynamic-imports";

type Handler = (this: unknown, ...args: unknown[]) => unknown;
const plugin = plainDynamicImports();
const handlerOf = (hook: unknown) =>
  typeof hook === "function" ? hook : (hook as { handler: Handler }).handler;

test("Vite's preload helper becomes a plain call of the import; other modules are left alone", () => {
  const transform = handlerOf(plugin.transform) as Handler;
  expect(transform.call({}, "export const __vitePreload = …", "\0vite/preload-helper.js")).toEqual({
    code: "export const __vitePreload = (load) => load();",
    map: null,
  });
  expect(transform.call({}, "export const a = 1;", "/app/lib/a.ts")).toBeNull();
});

test("the client lists no modules to preload; other environments keep Vite's settings", () => {
  const configEnvironment = handlerOf(plugin.configEnvironment) as Handler;
  const client = configEnvironment.call({}, "client", {}) as {
    build: { modulePreload: { resolveDependencies: () => string[] } };
  };
  expect(client.build.modulePreload.resolveDependencies()).toEqual([]);
  expect(configEnvironment.call({}, "ssr", {})).toBeNull();
});

test("a dynamic import that still lists a dependency (a stylesheet) stops the build", () => {
  const generateBundle = handlerOf(plugin.generateBundle) as Handler;
  const errors: string[] = [];
  const context = { error: (message: string) => errors.push(message) };
  const chunk = (code: string) => ({ type: "chunk", fileName: "assets/form.js", code });
  generateBundle.call(context, {}, { a: chunk("import(`./drafts.js`)") });
  expect(errors).toEqual([]);
  generateBundle.call(context, {}, { a: chunk("const __vite__mapDeps=(i)=>i;") });
  expect(errors).toEqual([
    "assets/form.js: a dynamic import needs a stylesheet, which the plain helper does not load",
  ]);
});
