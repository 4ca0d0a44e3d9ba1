import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { extname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

/** Loaded lazily: its uncaughtException handler prints its 4 KB source above any error of the process. */
let zopfliGzip;
const zopfli = async (...args) => {
  zopfliGzip ??= promisify((await import("@gfx/zopfli")).gzip);
  return zopfliGzip(...args);
};

const ZOPFLI_ITERATIONS = 5;

/** Zopfli's output by the hash of its input: a hashed asset is the same bytes in the next build and every copy. */
export const ZOPFLI_CACHE = fileURLToPath(new URL("../node_modules/.cache/zopfli/", import.meta.url));

/** The cache entry of these bytes. */
export function zopfliCacheEntry(body) {
  return join(ZOPFLI_CACHE, `i${ZOPFLI_ITERATIONS}-${createHash("sha256").update(body).digest("hex")}.gz`);
}

async function zopfliOnce(body) {
  const file = zopfliCacheEntry(body);
  try {
    const cached = readFileSync(file);
    if (gunzipSync(cached).equals(body)) return cached;
  } catch {
    // Not made yet, or unreadable: made again below.
  }
  const compressed = await zopfli(body, { numiterations: ZOPFLI_ITERATIONS });
  mkdirSync(ZOPFLI_CACHE, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, compressed);
  renameSync(partial, file);
  return compressed;
}

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

/** Hashed assets are cached for a year, so they get Zopfli (3 % smaller); pages get zlib's best, ten seconds faster. */
export async function writeGzipCopies(files, { zopfli: useZopfli = true } = {}) {
  for (const file of files) {
    const body = readFileSync(file);
    const hashedAsset = useZopfli && file.includes(`${sep}assets${sep}`);
    writeFileSync(`${file}.gz`, hashedAsset ? await zopfliOnce(body) : gzipSync(body, { level: 9 }));
  }
}

export function writeBrotliCopies(files) {
  const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
  for (const file of files) writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file), { params }));
}
