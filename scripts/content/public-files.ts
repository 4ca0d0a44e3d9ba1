import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

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

/** Elements through which an SVG document runs script or shows a page of its own. */
const ACTIVE_ELEMENTS = /<\s*(?:[\w-]+:)?(script|foreignObject|iframe|embed|object|handler|listener)\b/i;
/** `onload=`, `onclick=`… on any element. */
const EVENT_ATTRIBUTE = /<[^>]*?\s(on[a-z]+)\s*=/i;
const ATTRIBUTE = /\s([\w:.-]+)\s*=\s*("[^"]*"|'[^']*')/g;

function decodeEntities(value: string) {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'" })[name] ?? "&");
}

/**
 * What in an SVG file could run script when it is opened as a page: a script element, foreignObject (an HTML page
 * inside), an event attribute, a `javascript:` address, an entity declaration (which could spell any of these).
 * Returns the first found, in words, or undefined for a plain drawing. It errs on the side of refusing.
 */
export function findSvgScript(svg: string): string | undefined {
  if (/<!ENTITY/i.test(svg)) return "an entity declaration (<!ENTITY)";
  const element = ACTIVE_ELEMENTS.exec(svg);
  if (element) return `a <${element[1]}> element`;
  const event = EVENT_ATTRIBUTE.exec(svg);
  if (event) return `an event attribute (${event[1]})`;
  for (const [, name, quoted] of svg.matchAll(ATTRIBUTE)) {
    // Browsers ignore tabs, line breaks and control characters inside a scheme: "java\tscript:" still runs.
    const value = decodeEntities((quoted ?? "").slice(1, -1))
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
      .replace(/[\u0000-\u0020]/g, "")
      .toLowerCase();
    if (/(?:^|[^a-z])(?:javascript|vbscript):/.test(value) || value.startsWith("data:text/html"))
      return `a script address in ${name}`;
  }
  return undefined;
}

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
 * not publish at all), and an SVG that carries script. Symbolic links are reported by the loader.
 */
export function checkPublicFiles(root: string): Problem[] {
  const folder = path.join(root, "public");
  let files: string[];
  try {
    files = walk(folder);
  } catch {
    return [];
  }
  const allowed = PUBLIC_FILE_TYPES.join(", ");
  return files.flatMap((relative): Problem[] => {
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
    const script = findSvgScript(readFileSync(path.join(folder, relative), "utf8"));
    return script
      ? [
          {
            file,
            message: `carries script (${script}), which runs when the picture is opened on its own: save it again as a plain drawing (without scripts or embedded pages)`,
          },
        ]
      : [];
  });
}
