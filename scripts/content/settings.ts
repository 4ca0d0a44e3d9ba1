import { loadEnv } from "vite";

import { contentRoot } from "./load.ts";

type Env = Readonly<Record<string, string | undefined>>;

/** The variables a build reads: the environment, and the SITE_* values of the content root's .env files. */
export function readBuildEnv(mode = "production", envDir = contentRoot()): Env {
  return { ...process.env, ...loadEnv(mode, envDir, "SITE_") };
}
