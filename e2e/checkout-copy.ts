import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { REPOSITORY_ROOT } from "../scripts/content/load.ts";
import { allowTime, WORK_TIME } from "./fixtures";

/** A throwaway checkout: a copy of content/ and public/ in a temporary folder, removed by the returned function. */
export function copyCheckout(prefix = "meridian-copy-") {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const folder of ["content", "public"])
    cpSync(join(REPOSITORY_ROOT, folder), join(root, folder), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** `npm run build` of a copy (CONTENT_ROOT) into a folder of its own under build/; `env` adds or removes variables. */
export function buildCopy(root: string, directory: string, env: NodeJS.ProcessEnv = {}) {
  allowTime(WORK_TIME.build);
  return spawnSync("npm", ["run", "build"], {
    cwd: REPOSITORY_ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env, CONTENT_ROOT: root, BUILD_DIRECTORY: directory },
  });
}
