import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

import type { Plugin } from "vite";

/** What a route imports the site's stylesheet as: `import "~/app.css?page";` (docs/decisions/0079). */
const PAGE_QUERY = "?page";
const MODULE_FILE = /\.(?:astro|tsx?|mjs|js)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".astro", ".mjs", ".js", "/index.ts", "/index.tsx"];
/** `import … from "x"`, `import "x"`, `export … from "x"` and `import("x")`, in a module or an .astro file. */
const IMPORT =
  /\b(?:import|export)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["']([^"'\n]+)["']|\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;

function resolveImport(specifier: string, from: string, appDir: string) {
  const base = specifier.startsWith("~/")
    ? join(appDir, specifier.slice(2))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (MODULE_FILE.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Every module under `appDir` that `entry` imports, directly or through others, and `entry` itself. */
export function listImportedFiles(entry: string, appDir: string) {
  const inside = (file: string) => file.startsWith(appDir + sep);
  const files = new Set([entry]);
  for (const file of files)
    for (const [, staticImport, dynamicImport] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const imported = resolveImport(staticImport ?? dynamicImport ?? "", file, appDir);
      if (imported && inside(imported)) files.add(imported);
    }
  return [...files];
}

/**
 * An `@source` pattern that names the file: Tailwind reads `[`, `]`, `{`, `}`, `*`, `?`, `!` and `...` as glob
 * syntax (`[...lang]`, `[id]` in route names), so each run of them becomes `*`, which matches the file itself.
 */
export function sourcePattern(file: string, from: string) {
  return relative(from, file)
    .split(sep)
    .join("/")
    .replace(/(?:[[\]{}*?!]|\.{3})+/g, "*");
}

/**
 * Each route imports the stylesheet with `?page`; it resolves to a module of its own for that route, which Tailwind
 * builds from the classes of the files the route imports (`@source` lines after `source(none)`), so that a page
 * loads the rules it can use and no other page's.
 */
export function pageStyles(appDir: string, stylesheet = join(appDir, "app.css")): Plugin {
  return {
    name: "page-styles",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== stylesheet + PAGE_QUERY || !importer) return null;
      return `${stylesheet}?page=${encodeURIComponent(relative(appDir, importer.split("?")[0] ?? importer))}`;
    },
    transform: {
      filter: { id: /\.css\?page=/ },
      handler(code, id) {
        const route = join(appDir, decodeURIComponent(id.slice(id.indexOf("?page=") + 6)));
        const files = listImportedFiles(route, appDir);
        for (const file of files) this.addWatchFile(file);
        const sources = files.map((file) => `@source "${sourcePattern(file, dirname(stylesheet))}";`);
        return { code: `${code}\n${sources.join("\n")}\n`, map: null };
      },
    },
  };
}
