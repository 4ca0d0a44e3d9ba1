import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

import { freePorts } from "../scripts/nginx-test-server.mjs";

/**
 * `npm run serve` (scripts/start.mjs, sirv, no build) on a free 127.0.0.1 port; resolves once it says where it
 * serves, with stop().
 */
export async function startNpmServe() {
  const [port] = await freePorts(1);
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = (await once(server.stdout as NonNullable<ChildProcess["stdout"]>, "data")) as [Buffer];
  return {
    origin,
    greeting: chunk.toString(),
    /** null while the server runs (a request that stopped it would set it). */
    get exitCode() {
      return server.exitCode;
    },
    async stop() {
      if (server.exitCode !== null) return;
      server.kill("SIGTERM");
      await once(server, "exit");
    },
  };
}
