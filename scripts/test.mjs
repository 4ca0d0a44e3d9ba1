// `npm test`: the checks that share nothing run on two lanes side by side, then the browser tests. One after
// another they left a core idle for three minutes (decision 0077).
import { spawn, spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

/**
 * Each lane runs its npm scripts in order, the two about as long. The unit tests take one core (Vitest's default
 * here); the other lane's builds wait for any build of the unit tests through the build lock, which the TypeScript
 * check holds too.
 */
const LANES = [
  ["lint", "typecheck", "build", "test:builds"],
  ["test:unit", "format:check"],
];
const LAST = "test:e2e";

const running = new Set();

/** An npm script with its output held back, so that the lanes' outputs never interleave. */
function runQuietly(script) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn("npm", ["run", script], { stdio: ["ignore", "pipe", "pipe"], detached: true });
    running.add(child);
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({ script, ok: code === 0, code: code ?? signal, output: Buffer.concat(output), seconds });
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

async function runLane(scripts, failed) {
  for (const script of scripts) {
    if (failed.length) return;
    const result = await runQuietly(script);
    if (failed.length) return;
    process.stdout.write(result.output);
    console.log(`(${script}: ${result.seconds} s)`);
    if (!result.ok) {
      failed.push(result);
      stopAll();
    }
  }
}

function runInherited(args) {
  return spawnSync("npm", args, { stdio: "inherit" }).status ?? 1;
}

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

const preflight = spawnSync(process.execPath, ["scripts/preflight.mjs"], { stdio: "inherit" });
if (preflight.status !== 0) process.exit(preflight.status ?? 1);

const failed = [];
await Promise.all(LANES.map((scripts) => runLane(scripts, failed)));
if (failed.length) {
  const [{ script, code }] = failed;
  console.error(`\nnpm test stopped: npm run ${script} failed (exit ${code}); its output is above.`);
  process.exit(1);
}
// `npm test -- <arguments>` hands them to the browser tests, as the chain of scripts before it did.
process.exit(runInherited(["run", LAST, "--", ...process.argv.slice(2)]));
