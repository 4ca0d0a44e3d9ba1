// The browser tests' second site: the same sources built with every third party configured, each pointing at the
// tests' receiver (e2e/form-receiver.mjs): SITE_FORM_ENDPOINT, analytics (Plausible's events API) and a
// newsletter provider (Buttondown's sign-up form), into build/endpoint, served by nginx like the first. The build
// is made when it is missing or was made for other settings; `npm run build` empties build/, so a new build of
// the site always brings a new endpoint build with it (about 6 s).
//
//   node scripts/endpoint-test-server.mjs <nginx port> <form endpoint URL>
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

import { endpointBuildSettings } from "../e2e/servers.ts";

const [port, endpoint] = process.argv.slice(2);
if (!port || !endpoint) throw new Error("usage: endpoint-test-server.mjs <port> <form endpoint URL>");

const BUILD_DIR = "build/endpoint";
const STAMP = `${BUILD_DIR}/form-endpoint.txt`;

const settings = endpointBuildSettings(endpoint);
const stamp = JSON.stringify(settings);
const current = existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp;
if (!current) {
  const build = spawnSync("npm", ["run", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIRECTORY: BUILD_DIR, ...settings },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, stamp);
}

const server = spawn(process.execPath, ["scripts/nginx-test-server.mjs", port, BUILD_DIR], {
  stdio: "inherit",
});
process.on("SIGINT", () => server.kill("SIGTERM"));
process.on("SIGTERM", () => server.kill("SIGTERM"));
server.on("exit", (code) => process.exit(code ?? 0));
