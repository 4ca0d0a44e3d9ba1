import { loadEnv } from "vite";

import { REPOSITORY_ROOT } from "./load.ts";

type Env = Readonly<Record<string, string | undefined>>;

/** The variables a build reads: the environment, and the SITE_* values of .env files, as the pages' build sees them. */
export function readBuildEnv(mode = "production", envDir = REPOSITORY_ROOT): Env {
  return { ...process.env, ...loadEnv(mode, envDir, "SITE_") };
}
