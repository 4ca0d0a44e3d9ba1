import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

import { afterEach, expect, test } from "vitest";

import { writeGzipCopies, ZOPFLI_CACHE, zopfliCacheEntry } from "./precompress.mjs";

const cleanUp: string[] = [];
afterEach(() => {
  for (const path of cleanUp.splice(0)) rmSync(path, { recursive: true, force: true });
});

/** An asset no other test or build has: its own bytes, so its own cache entry. */
function writeAsset() {
  const root = mkdtempSync(join(tmpdir(), "precompress-"));
  cleanUp.push(root);
  mkdirSync(join(root, "assets"));
  const body = Buffer.from(`export const id = "${randomUUID()}";\n`.repeat(40));
  const file = join(root, "assets", "island.js");
  writeFileSync(file, body);
  const entry = zopfliCacheEntry(body);
  cleanUp.push(entry);
  return { body, file, entry };
}

test("the next build's copy of an asset it compressed before comes from the cache", async () => {
  const { body, file, entry } = writeAsset();
  await writeGzipCopies([file]);
  expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body)).toBe(true);
  expect(readFileSync(entry).equals(readFileSync(`${file}.gz`))).toBe(true);
  const planted = gzipSync(body, { level: 1 });
  writeFileSync(entry, planted);
  await writeGzipCopies([file]);
  expect(readFileSync(`${file}.gz`).equals(planted)).toBe(true);
});

test("a cache entry that is not the asset's bytes is made again, never published", async () => {
  const { body, file, entry } = writeAsset();
  mkdirSync(ZOPFLI_CACHE, { recursive: true });
  writeFileSync(entry, gzipSync("something else"));
  await writeGzipCopies([file]);
  expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body)).toBe(true);
  writeFileSync(entry, "not gzip at all");
  await writeGzipCopies([file]);
  expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body)).toBe(true);
});
