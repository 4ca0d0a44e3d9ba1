// Pre-compressed copies of the build's text files, as a CDN or nginx's gzip_static serves them: `file.gz` beside
// every text file and, for the benchmark's CDN-like server, `file.br`.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Zopfli, loaded when first used: its module installs an uncaughtException handler that makes Node print its whole
 * one-line source (4 KB) above any error of the process that imported it, such as a failed build step.
 */
let zopfliGzip;
const zopfli = async (...args) => {
  zopfliGzip ??= promisify((await import("@gfx/zopfli")).gzip);
  return zopfliGzip(...args);
};

export const TEXT_TYPES = new Set([".html", ".js", ".css", ".svg", ".xml", ".json", ".txt"]);

/** @returns {string[]} */
export function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** @returns {string[]} */
export function listTextFiles(dir) {
  return listFiles(dir).filter((file) => TEXT_TYPES.has(extname(file)));
}

/**
 * Writes `file.gz` beside each file. Hashed assets (JavaScript, CSS, the icon sprite) are compressed once per
 * release and cached for a year, so they get Zopfli: a gzip stream any browser reads, about 3 % smaller than
 * zlib's best level and far too slow to run per request. Pages get zlib's best level (Zopfli would add ten
 * seconds to every build for a few hundred bytes of HTML).
 */
export async function writeGzipCopies(files, { zopfli: useZopfli = true } = {}) {
  for (const file of files) {
    const body = readFileSync(file);
    const hashedAsset = useZopfli && file.includes(`${sep}assets${sep}`);
    writeFileSync(
      `${file}.gz`,
      hashedAsset ? await zopfli(body, { numiterations: 5 }) : gzipSync(body, { level: 9 }),
    );
  }
}

/** Writes `file.br` beside each file. */
export function writeBrotliCopies(files) {
  const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  for (const file of files) writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file), { params }));
}
