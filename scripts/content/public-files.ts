import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { makeSvgInert } from "./inert-svg.ts";
import type { Problem } from "./problems.ts";

/**
 * What public/ may hold: pictures, fonts and documents, copied into the build as they are. Pages, feeds and
 * scripts come only from the build, which gives each page its Content-Security-Policy (decision 0026).
 */
export const PUBLIC_FILE_TYPES = [
  "svg",
  "png",
  "jpg",
  "jpeg",
  "webp",
  "avif",
  "gif",
  "ico",
  "woff2",
  "woff",
  "pdf",
  "txt",
] as const;
const ALLOWED = new Set<string>(PUBLIC_FILE_TYPES);
/** A page, a feed or a script: the browser runs what is in it. */
const ACTIVE = new Set(["html", "htm", "xhtml", "shtml", "xml", "xsl", "xslt", "js", "mjs", "cjs", "wasm", "swf"]);
/** What a file manager leaves in folders by itself; nothing runs them. */
const FOLDER_LITTER = new Set([".DS_Store", "Thumbs.db", "desktop.ini"]);

/** Every file under `folder` (relative paths with forward slashes), folders walked without following links. */
function walk(folder: string, relative = ""): string[] {
  return readdirSync(path.join(folder, relative), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return walk(folder, child);
      return entry.isFile() ? [child] : [];
    });
}

/**
 * The problems of public/ under `root`: a file the build would publish as a page or script (or of a type it does
 * not publish at all), an SVG outside public/images/ or one that is no drawing; and the warnings: what the
 * published copy of an SVG leaves out (./inert-svg.ts). Symbolic links are reported by the loader.
 */
export function checkPublicFiles(root: string): { problems: Problem[]; warnings: Problem[] } {
  const folder = path.join(root, "public");
  let files: string[];
  try {
    files = walk(folder);
  } catch {
    return { problems: [], warnings: [] };
  }
  const allowed = PUBLIC_FILE_TYPES.join(", ");
  const warnings: Problem[] = [];
  const problems = files.flatMap((relative): Problem[] => {
    const file = `public/${relative}`;
    const name = path.basename(relative);
    if (FOLDER_LITTER.has(name)) return [];
    const extension = path.extname(name).slice(1).toLowerCase();
    if (ACTIVE.has(extension))
      return [
        {
          file,
          message: `is a page or script the build did not make: pages come from content/ (the build gives each its security policy), so delete this file or turn it into content; public/ holds only ${allowed} files`,
        },
      ];
    if (!ALLOWED.has(extension))
      return [{ file, message: `is not a kind of file the site publishes: public/ holds only ${allowed} files` }];
    if (extension !== "svg") return [];
    if (!relative.startsWith("images/"))
      return [
        {
          file,
          message: `is an SVG outside public/images/: the site publishes drawings only from public/images/ (each as a copy without script, decision 0042), so move it there and write its new address`,
        },
      ];
    const inert = makeSvgInert(readFileSync(path.join(folder, relative), "utf8"));
    if ("problem" in inert)
      return [
        {
          file,
          line: inert.line,
          message: `${inert.problem}: export it again as an SVG drawing (or delete it)`,
        },
      ];
    for (const { line, what } of inert.removed)
      warnings.push({
        file,
        line,
        message: `${what} is left out of the published copy (drawings run no script and load nothing from elsewhere); save the drawing without it to silence this`,
      });
    return [];
  });
  return { problems, warnings };
}
