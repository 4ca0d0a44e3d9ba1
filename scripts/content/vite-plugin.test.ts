import type { MinimalPluginContextWithoutEnvironment, Plugin, ResolvedConfig } from "vite";
import { describe, expect, test, vi } from "vitest";

import { siteSchema } from "../../model/schemas/site.ts";
import { FIXTURE_ROOT } from "../../test/fixture-env.mjs";
import { PLACEHOLDER_REPOSITORY } from "../cms-backend.ts";
import { TEMPLATE_NAME } from "./collections/site.ts";
import { loadContent, REPOSITORY_ROOT } from "./load.ts";
import { contentPlugin, settingsModule } from "./vite-plugin.ts";

/** Every setting replaced: the business's own values, and the editor's repository. */
const CONFIGURED = {
  SITE_NAME: "Harbour Lane Business School",
  SITE_EMAIL: "hello@harbourlane.school",
  SITE_PHONE: "+44 20 7946 1234",
  SITE_ADDRESS: "1 Market Row, Leeds LS1 6DT, UK",
  SITE_URL: "https://harbourlane.school",
  SITE_JOBS_EMAIL: "jobs@harbourlane.school",
  SITE_SUPPORT_EMAIL: "help@harbourlane.school",
  CMS_GITHUB_REPO: "harbourlane/site",
};

/** The content plugin's start of a production build with these variables: its placeholders warning, or the error it throws. */
function startBuild(env: Record<string, string>) {
  const plugin = contentPlugin();
  const config = { root: REPOSITORY_ROOT, command: "build", env } as unknown as ResolvedConfig;
  const { configResolved, buildStart } = plugin;
  if (typeof configResolved !== "function" || typeof buildStart !== "function")
    throw new Error("the content plugin's hooks are functions");
  const warn = vi.fn();
  try {
    // A build checks the content and strict mode while the configuration is read, before the bundler starts.
    void configResolved.call({} as MinimalPluginContextWithoutEnvironment, config);
    type BuildStart = Extract<Plugin["buildStart"], (...args: never[]) => unknown>;
    void buildStart.call(
      { warn } as unknown as ThisParameterType<BuildStart>,
      {} as Parameters<BuildStart>[0],
    );
  } catch (error) {
    return { error: String(error), warning: undefined };
  }
  // (Its other warnings are about the owner's content, such as a large picture.)
  const warnings = warn.mock.calls.map(([message]) => String(message));
  return { error: undefined, warning: warnings.find((message) => message.includes("placeholders")) };
}

describe("SITE_STRICT=1", () => {
  test("once every setting is the business's own, refuses only the sample figures, each by file and line", () => {
    const { error } = startBuild({ ...CONFIGURED, SITE_STRICT: "1" });
    expect(error).not.toContain("These settings are still placeholders");
    expect(error).toMatch(/These figures are the template's samples/);
    expect(error).toMatch(/content\/courses\/[a-z-]+\.md, line \d+: rating: /);
  });

  test("without SITE_STRICT, the settings of the business and the sample figures build", () => {
    expect(startBuild({ ...CONFIGURED })).toEqual({ error: undefined, warning: undefined });
  });

  test("fails on the template's brand name, naming the setting and where to set it", () => {
    const { error } = startBuild({ ...CONFIGURED, SITE_NAME: TEMPLATE_NAME, SITE_STRICT: "1" });
    expect(error).toContain(`SITE_NAME = ${TEMPLATE_NAME}`);
    expect(error).toContain("content/site.yml or as variables");
  });

  // (Left unset, the repository comes from the checkout's origin, which differs from clone to clone.)
  test("fails on the editor's placeholder repository, saying how to set it", () => {
    const { error } = startBuild({ ...CONFIGURED, CMS_GITHUB_REPO: PLACEHOLDER_REPOSITORY, SITE_STRICT: "1" });
    expect(error).toContain(`CMS_GITHUB_REPO = ${PLACEHOLDER_REPOSITORY}`);
    expect(error).toContain("set CMS_GITHUB_REPO=owner/name");
  });

  test("asks for the editor's repository only when the editor is published", () => {
    const { CMS_GITHUB_REPO: _repository, ...withoutRepository } = CONFIGURED;
    const env = { ...withoutRepository, CMS_GITHUB_REPO: PLACEHOLDER_REPOSITORY, SITE_STRICT: "1" };
    expect(startBuild({ ...env, SITE_EDITOR: "off" }).error).not.toContain("CMS_GITHUB_REPO");
    expect(startBuild(env).error).toContain("SITE_EDITOR=off leaves /admin out");
  });

  test("without it the same settings are a warning", () => {
    const { error, warning } = startBuild({ ...CONFIGURED, SITE_NAME: TEMPLATE_NAME });
    expect(error).toBeUndefined();
    expect(warning).toContain(`SITE_NAME = ${TEMPLATE_NAME}`);
  });
});

// Issue 42: islands import the settings one export each, so that a form carries what it reads, not every setting.
describe("the settings module for islands", () => {
  const site = loadContent(FIXTURE_ROOT, {}).site;

  test("exports every setting of site.yml once, an unset one as undefined, and no promise", () => {
    const source = settingsModule(site);
    const exported = [...source.matchAll(/^export const (\w+) = /gm)].map(([, key]) => key);
    expect(exported.sort()).toEqual(
      [...new Set([...Object.keys(siteSchema.shape), ...Object.keys(site)])].filter((key) => key !== "promises").sort(),
    );
    expect(source).toContain(`export const email = ${JSON.stringify(site.email)};`);
    expect(source).toContain("export const newsletter = undefined;");
    // A page passes its language's promises as props (readPromises); the first language's must not reach an island.
    expect(source).not.toContain("promises");
  });
});
