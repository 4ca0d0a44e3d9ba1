// wrangler's lstat of `_headers/index.html` throws ENOTDIR, which `throwIfNoEntry` misses, so it answers 502, not 404.
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
