import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";

import { CONTENT_FOLDER, makeContentCopy } from "../scripts/content/content-copy.ts";
import { REPOSITORY_ROOT } from "../scripts/content/load.ts";
import { freePorts } from "../scripts/nginx-test-server.mjs";
import { createSiteHandler } from "../scripts/start.mjs";
import { allowTime, WORK_TIME } from "./fixtures";

export function copyCheckout(prefix = "meridian-copy-") {
  return makeContentCopy(prefix);
}

/**
 * A file of the content folder as the build and the editor name it, relative to a content root:
 * `contentPath("blog", "x.md")` is the blog file's path as the build names it, from `CONTENT_FOLDER`.
 */
export function contentPath(...parts: string[]) {
  return [CONTENT_FOLDER, ...parts].join("/");
}

/** The same file inside the content root `root`: a copy's (`copyCheckout`), or the fixture's. */
export function contentFile(root: string, ...parts: string[]) {
  return join(root, contentPath(...parts));
}

export function buildCopy(root: string, directory: string, env: NodeJS.ProcessEnv = {}) {
  allowTime(WORK_TIME.build);
  return spawnSync("npm", ["run", "build"], {
    cwd: REPOSITORY_ROOT,
    encoding: "utf8",
    env: { ...process.env, ...env, CONTENT_ROOT: root, BUILD_DIRECTORY: directory },
  });
}

/**
 * A copy of the checkout whose site.yml ends with `settings` (YAML lines), with `files` (paths in the content
 * folder, such as "de/courses/x.md") written, built into `directory`.
 */
export function buildCopyWithSettings(
  prefix: string,
  directory: string,
  settings: string,
  files: Readonly<Record<string, string>> = {},
) {
  const copy = copyCheckout(prefix);
  const site = contentFile(copy.root, "site.yml");
  writeFileSync(site, `${readFileSync(site, "utf8")}\n${settings}\n`);
  for (const [file, text] of Object.entries(files)) {
    const target = contentFile(copy.root, ...file.split("/"));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return { copy, build: buildCopy(copy.root, directory) };
}

/** A build's client folder served as `npm start` serves it, on a free port of this machine. */
export async function serveClient(client: string) {
  const [port] = await freePorts(1);
  const server = createServer(createSiteHandler(client));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${port}` };
}
