// `npm run typecheck`: Astro's generated types (.astro/), then tsc, with the build lock held so that no build of
// this checkout rewrites those files while tsc reads them (npm test runs the unit tests' builds beside it).
import { spawnSync } from "node:child_process";

import { holdBuildLock } from "../integrations/build-lock.ts";

const release = await holdBuildLock(process.cwd());
let status = 0;
for (const [command, ...args] of [["astro", "sync"], ["tsc"]]) {
  status = spawnSync("npx", ["--no-install", command, ...args], { stdio: "inherit" }).status ?? 1;
  if (status !== 0) break;
}
release();
process.exit(status);
