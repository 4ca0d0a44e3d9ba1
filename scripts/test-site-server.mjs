// The browser tests' sites, built from the tests' own content (test/fixtures/) and served by nginx with the shipped
// recipe: build/fixture with no third party, build/endpoint with every third party pointing at the tests' receiver.
// A build is made when it is missing or was made from other settings; `npm run build` empties build/, so a new
// build of the site always brings new test builds with it.
//
//   node scripts/test-site-server.mjs <nginx port> <build folder> [form endpoint URL]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { endpointBuildSettings } from "../e2e/servers.ts";
import { fixtureEnv } from "../test/fixture-env.mjs";

const [port, buildDir, endpoint] = process.argv.slice(2);
if (!port || !buildDir)
  throw new Error("usage: test-site-server.mjs <port> <build folder> [form endpoint URL]");

const stampFile = `${buildDir}/settings.json`;
const settings = endpoint ? endpointBuildSettings(endpoint) : {};
const stamp = JSON.stringify(settings);
if (!existsSync(stampFile) || readFileSync(stampFile, "utf8") !== stamp) {
  const build = spawnSync("npm", ["run", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...fixtureEnv(), BUILD_DIRECTORY: buildDir, ...settings },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, stamp);
}

const server = spawn(process.execPath, ["scripts/nginx-test-server.mjs", port, buildDir], {
  stdio: "inherit",
});
process.on("SIGINT", () => server.kill("SIGTERM"));
process.on("SIGTERM", () => server.kill("SIGTERM"));
server.on("exit", (code) => process.exit(code ?? 0));
