import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";

import { freePorts } from "../scripts/nginx-test-server.mjs";

/**
 * `npm run serve` (scripts/start.mjs, no build) on a free 127.0.0.1 port, serving `cwd`'s build/client (this
 * checkout's unless given); resolves once it says where it serves, with what it printed to stderr and stop().
 */
export async function startNpmServe({ cwd }: { cwd?: string } = {}) {
  const [port] = await freePorts(1);
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [resolve("scripts/start.mjs"), "--no-build"], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  server.stderr?.on("data", (data: Buffer) => {
    stderr += data.toString();
    process.stderr.write(data);
  });
  const exited = once(server, "exit").then(() => {
    throw new Error(`npm run serve exited before it served:\n${stderr}`);
  });
  const [chunk] = (await Promise.race([
    once(server.stdout as NonNullable<ChildProcess["stdout"]>, "data"),
    exited,
  ])) as [Buffer];
  exited.catch(() => {});
  return {
    origin,
    greeting: chunk.toString(),
    /** What the server printed to stderr so far. */
    get stderr() {
      return stderr;
    },
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
