// Loaded into `wrangler pages dev` by scripts/pages-test-server.mjs. Asked for /_headers, its local asset server
// looks for `_headers/index.html` with `fs.lstatSync(path, { throwIfNoEntry: false })`; `_headers` being a file,
// that fails with ENOTDIR, which `throwIfNoEntry` does not cover, and it answers 502 where Cloudflare's network
// answers 404. An ENOTDIR there reads as "no such file", as Node reads ENOENT.
import fs from "node:fs";

const lstatSync = fs.lstatSync;
fs.lstatSync = function lstatSyncWithoutNotDirectory(path, options) {
  try {
    return lstatSync.call(this, path, options);
  } catch (error) {
    if (options?.throwIfNoEntry === false && error?.code === "ENOTDIR") return undefined;
    throw error;
  }
};
