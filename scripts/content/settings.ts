import { loadEnv } from "vite";

import type { Site } from "../../model/schemas/site.ts";
import { loadSite } from "./collections/site.ts";
import { ContentFiles } from "./files.ts";
import { contentRoot } from "./load.ts";
import { ProblemList } from "./problems.ts";

type Env = Readonly<Record<string, string | undefined>>;

/** The variables a build reads: the environment, and the SITE_* values of .env files, as the pages' build sees them. */
export function readBuildEnv(mode = "production", envDir = contentRoot()): Env {
  return { ...process.env, ...loadEnv(mode, envDir, "SITE_") };
}

/**
 * The one settings object outside the pages' build (the CSP of astro.config.mjs, the editor's configuration):
 * content/site.yml (CONTENT_ROOT's when set) with the SITE_* variables applied, checked as the pages' build checks
 * it. Throws the same ContentError for a broken file or variable.
 */
export function loadSettings(env: Env = readBuildEnv()): Site {
  const files = new ContentFiles(contentRoot(env), new ProblemList());
  const site = loadSite(files, env);
  files.problems.throwIfAny();
  if (!site) throw new Error("content/site.yml could not be read");
  return site;
}
