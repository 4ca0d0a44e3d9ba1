import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** A lock left without its process id for this long was never finished by a build that died at once. */
const UNNAMED_GRACE_MS = 10_000;

function isStale(lock: string) {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, "pid"), "utf8"));
  } catch {
    try {
      return Date.now() - statSync(lock).mtimeMs > UNNAMED_GRACE_MS;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Waits until no other build of this checkout runs, then holds the lock until this process ends. Astro writes
 * `.astro/` under the project root whatever the build folder, and the content layer's image imports
 * (`content-assets.mjs`) among it: two builds at once read each other's (docs/decisions/0072).
 */
export async function holdBuildLock(root: string, { poll = 100 } = {}) {
  const folder = join(root, ".astro");
  const lock = join(folder, "build.lock");
  mkdirSync(folder, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (isStale(lock)) rmSync(lock, { recursive: true, force: true });
      else await sleep(poll);
      continue;
    }
    writeFileSync(join(lock, "pid"), String(process.pid));
    const release = () => rmSync(lock, { recursive: true, force: true });
    process.once("exit", release);
    return () => {
      process.off("exit", release);
      release();
    };
  }
}
