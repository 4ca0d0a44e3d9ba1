import { spawnSync } from "node:child_process";

import { makeContentCopy } from "../scripts/content/content-copy.ts";
import { REPOSITORY_ROOT } from "../scripts/content/load.ts";
import { allowTime, WORK_TIME } from "./fixtures";

export function copyCheckout(prefix = "meridian-copy-") {
  return makeContentCopy(prefix);
}

export function buildCopy(root: string, directory: string, env: NodeJS.ProcessEnv = {}) {
  allowTime(WORK_TIME.build);
  return spawnSync("npm", ["run", "build"], {
    cwd: REPOSITORY_ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env, CONTENT_ROOT: root, BUILD_DIRECTORY: directory },
  });
}
