// The browser tests' sites, built from their own content (decision 0040): `node scripts/test-site-server.mjs PORT DIR`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

import { ENDPOINT_BUILD, endpointBuildSettings, FORM_ENDPOINT, TEST_BUILD } from "../e2e/servers.ts";
import { fixtureEnv } from "../test/fixture-env.mjs";
import { newestChange, SOURCES } from "./start.mjs";

/** Made again when missing, made from other settings, or older than the owner's last `npm run build`. */
export function ensureTestBuild(buildDir, endpoint) {
  const stampFile = `${buildDir}/settings.json`;
  const settings = endpoint ? endpointBuildSettings(endpoint) : {};
  const stamp = JSON.stringify(settings);
  // The code and the fixture it is built from; the owner's content/ and public/ are not part of it.
  const sources = [...SOURCES.filter((path) => path !== "content" && path !== "public"), "test/fixtures"];
  const current =
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === stamp &&
    statSync(stampFile).mtimeMs > Math.max(...sources.map(newestChange));
  if (current) return;
  const build = spawnSync("npm", ["run", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...fixtureEnv(), BUILD_DIRECTORY: buildDir, ...settings },
  });
  if (build.status !== 0) throw new Error(`The tests' build into ${buildDir} failed (exit ${build.status}).`);
  writeFileSync(stampFile, stamp);
}

/** The browser tests' two builds: the fixture's, and the same with every third party pointed at the receiver. */
export function ensureTestBuilds() {
  ensureTestBuild(TEST_BUILD);
  ensureTestBuild(ENDPOINT_BUILD, FORM_ENDPOINT);
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? "").href;
if (isMain && process.argv[2] === "--builds") {
  ensureTestBuilds();
} else if (isMain) {
  const [port, buildDir] = process.argv.slice(2);
  if (!port || !buildDir)
    throw new Error("usage: test-site-server.mjs <port> <build folder>, or test-site-server.mjs --builds");
  const server = spawn(process.execPath, ["scripts/nginx-test-server.mjs", port, buildDir], {
    stdio: "inherit",
  });
  process.on("SIGINT", () => server.kill("SIGTERM"));
  process.on("SIGTERM", () => server.kill("SIGTERM"));
  server.on("exit", (code) => process.exit(code ?? 0));
}
