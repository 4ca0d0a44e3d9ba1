import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";

import { makeContentCopy } from "../scripts/content/content-copy.ts";
import { REPOSITORY_ROOT } from "../scripts/content/load.ts";
import { freePorts } from "../scripts/nginx-test-server.mjs";
import { createSiteHandler } from "../scripts/start.mjs";
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

/** A copy of the checkout whose content/site.yml ends with `settings` (YAML lines), built into `directory`. */
export function buildCopyWithSettings(prefix: string, directory: string, settings: string) {
  const copy = copyCheckout(prefix);
  const site = join(copy.root, "content/site.yml");
  writeFileSync(site, `${readFileSync(site, "utf8")}\n${settings}\n`);
  return { copy, build: buildCopy(copy.root, directory) };
}

/** A build's client folder served as `npm start` serves it, on a free port of this machine. */
export async function serveClient(client: string) {
  const [port] = await freePorts(1);
  const server = createServer(createSiteHandler(client));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${port}` };
}
