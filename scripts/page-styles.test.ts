import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { afterAll, expect, test } from "vitest";

import { listImportedFiles, pageStyles, sourcePattern } from "./page-styles";

const root = realpathSync(mkdtempSync(join(tmpdir(), "page-styles-")));
const app = join(root, "app");
afterAll(() => rmSync(root, { recursive: true, force: true }));
// Tailwind resolves `@import "tailwindcss/…"` from the stylesheet's folder up.
symlinkSync(join(process.cwd(), "node_modules"), join(root, "node_modules"));

function write(file: string, text: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

write(
  "app/pages/[...lang]/course/[id].astro",
  `---\nimport "~/app.css?page";\nimport Page from "~/layouts/page.astro";\nimport { Tabs } from "../../../components/course/tabs";\nimport { site } from "virtual:site-config";\n---\n<Page><Tabs client:idle /></Page>\n<p class="pt-7">x</p>`,
);
write("app/pages/[...lang]/course/404.astro", `<p class="pt-9">a course not found</p>`);
write("app/layouts/page.astro", `---\nimport { Header } from "~/components/layout/header";\n---\n<Header />`);
write(
  "app/components/layout/header.tsx",
  `import {\n  cn,\n} from "~/lib/cn";\nimport { Header as Again } from "./header";\nexport function Header() { return <header className={cn("mt-3")} />; }`,
);
write(
  "app/lib/cn.ts",
  `import { clsx } from "clsx";\nexport { twMerge } from "../lib/merge";\nexport const cn = clsx;`,
);
write("app/lib/merge.ts", `export const twMerge = (value: string) => value;`);
write(
  "app/components/course/tabs.tsx",
  `import type { Course } from "../../../model/course.ts";\nexport function Tabs() { return <div className="mb-5" onClick={() => import("./sent-panel")} />; }`,
);
write(
  "app/components/course/sent-panel.tsx",
  `export const SentPanel = () => <p className="text-rose-600" />;`,
);
write("app/components/course/unused.tsx", `export const Unused = () => <p className="text-lime-600" />;`);
write("model/course.ts", `export type Course = { title: string };`);
write("app/app.css", `@import "tailwindcss" source(none);`);
const route = join(app, "pages/[...lang]/course/[id].astro");

test("a route's files are what it imports, directly or through others: static, dynamic, re-exported, in app/ only", () => {
  const relativeNames = listImportedFiles(route, app).map((file) => file.slice(app.length + 1));
  expect(relativeNames.sort()).toEqual([
    "components/course/sent-panel.tsx",
    "components/course/tabs.tsx",
    "components/layout/header.tsx",
    "layouts/page.astro",
    "lib/cn.ts",
    "lib/merge.ts",
    "pages/[...lang]/course/[id].astro",
  ]);
});

test("a route's name, which Tailwind would read as a glob, becomes a pattern that matches it", () => {
  expect(sourcePattern(route, app)).toBe("pages/*lang*/course/*id*.astro");
  expect(sourcePattern(join(app, "components/course/tabs.tsx"), app)).toBe("components/course/tabs.tsx");
});

type Handler = (this: unknown, ...args: unknown[]) => unknown;
const handlerOf = (hook: unknown) =>
  typeof hook === "function" ? hook : (hook as { handler: Handler }).handler;

test("each route's `?page` import is a stylesheet of its own, with the classes of its files and of no others", async () => {
  const plugin = pageStyles(app);
  const resolveId = handlerOf(plugin.resolveId) as Handler;
  const id = resolveId.call({}, `${app}/app.css?page`, route) as string;
  expect(id).toBe(`${app}/app.css?page=${encodeURIComponent("pages/[...lang]/course/[id].astro")}`);
  expect(resolveId.call({}, `${app}/app.css`, route)).toBeNull();

  const watched: string[] = [];
  const transform = handlerOf(plugin.transform) as Handler;
  const { code } = transform.call(
    { addWatchFile: (file: string) => watched.push(file) },
    "/* app.css */",
    id,
  ) as {
    code: string;
  };
  expect(watched).toHaveLength(7);
  // Tailwind itself, as the build runs it: the patterns match the files and nothing beside them.
  const compiler = await compile(code.replace("/* app.css */", `@import "tailwindcss" source(none);`), {
    base: app,
    from: join(app, "app.css"),
    onDependency() {},
  });
  const css = compiler.build(new Scanner({ sources: compiler.sources }).scan());
  for (const name of ["pt-7", "mt-3", "mb-5", "text-rose-600"]) expect(css).toContain(`.${name}`);
  for (const name of ["pt-9", "text-lime-600"]) expect(css).not.toContain(`.${name}`);
});
