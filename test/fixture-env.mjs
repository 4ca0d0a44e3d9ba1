import { fileURLToPath } from "node:url";

/** The content the tests own: test/fixtures/content and test/fixtures/public, never the owner's content/. */
export const FIXTURE_ROOT = fileURLToPath(new URL("./fixtures", import.meta.url));

/** The fixture's "today" (SITE_TODAY): its sale, cohorts and jobs are in the same state on any day the tests run. */
export const FIXTURE_TODAY = "2026-12-15";

const OWNER_SETTING = /^(SITE_|CMS_)/;

/** `env` with the fixture as its content root and none of the owner's SITE_* or CMS_* settings. */
export function fixtureEnv(env = process.env) {
  const kept = Object.entries(env).filter(([name]) => !OWNER_SETTING.test(name));
  return { ...Object.fromEntries(kept), CONTENT_ROOT: FIXTURE_ROOT, SITE_TODAY: FIXTURE_TODAY };
}

/** Points this process (and every process it starts) at the fixture content. */
export function pointAtFixtureContent() {
  for (const name of Object.keys(process.env))
    if (OWNER_SETTING.test(name)) Reflect.deleteProperty(process.env, name);
  process.env.CONTENT_ROOT = FIXTURE_ROOT;
  process.env.SITE_TODAY = FIXTURE_TODAY;
}
