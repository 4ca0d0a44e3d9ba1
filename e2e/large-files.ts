import { truncateSync, writeFileSync } from "node:fs";

import { test } from "./fixtures";

/**
 * A file of `megabytes` MB on disk, sparse: given as a path, the browser reads it from the disk as a picked file, where
 * a buffer of that size would first cross the DevTools protocol (a minute on a loaded machine).
 */
export function fileOfSize(name: string, megabytes: number) {
  const path = test.info().outputPath(name);
  writeFileSync(path, "");
  truncateSync(path, megabytes * 1024 * 1024);
  return path;
}
