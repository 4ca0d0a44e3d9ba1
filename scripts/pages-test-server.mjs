// Cloudflare's own Pages asset server, offline: nothing of Cloudflare's network is asked.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { waitForPort } from "./nginx-test-server.mjs";

const WRANGLER = resolve(import.meta.dirname, "../node_modules/wrangler/bin/wrangler.js");
const PRELOAD = resolve(import.meta.dirname, "pages-dev-preload.mjs");
// A date the bundled workerd knows (it refuses dates after its own release); Pages projects set theirs likewise.
export const COMPATIBILITY_DATE = "2026-11-01";

/** @param {{ port: number, inspectorPort: number, clientDir?: string, timeoutMs?: number }} options */
export async function startPagesDev({ port, inspectorPort, clientDir = "build/client", timeoutMs = 60_000 }) {
  const root = resolve(clientDir);
  if (!existsSync(join(root, "index.html"))) throw new Error("No build: run `npm run build` first");
  const work = mkdtempSync(join(tmpdir(), "meridian-pages-"));
  const args = [
    ...[
      "--import",
      pathToFileURL(PRELOAD).href,
      WRANGLER,
      "pages",
      "dev",
      root,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
    ],
    ...["--inspector-port", String(inspectorPort), "--compatibility-date", COMPATIBILITY_DATE],
    ...["--persist-to", join(work, "state"), "--log-level", "warn", "--show-interactive-dev-session=false"],
  ];
  const server = spawn(process.execPath, args, {
    cwd: work,
    // Its own process group, so that stop() ends workerd with it.
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      CI: "1",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_LOG_PATH: join(work, "logs"),
      XDG_CONFIG_HOME: join(work, "config"),
    },
  });
  const exited = new Promise((resolveExit) => server.once("exit", resolveExit));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) process.kill(-(server.pid ?? 0), "SIGTERM");
    await exited;
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForPort(port, timeoutMs),
      exited.then((code) => Promise.reject(new Error(`wrangler exited with ${code} before it listened`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}
