import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { resolve } from "node:path";

import { freePorts } from "../scripts/nginx-test-server.mjs";
import { TEST_CLIENT } from "./servers";

/** `npm run serve` of the tests' build, or of the build in `cwd` (a checkout's copy). */
export async function startNpmServe({ cwd }: { cwd?: string } = {}) {
  const [port] = await freePorts(1);
  const origin = `http://127.0.0.1:${port}`;
  const client = cwd ? [] : ["--client", resolve(TEST_CLIENT)];
  const server: ChildProcess = spawn(
    process.execPath,
    [resolve("scripts/start.mjs"), "--no-build", ...client],
    {
      cwd,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
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
    get stderr() {
      return stderr;
    },
    /** A request that stopped the server would set it. */
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
