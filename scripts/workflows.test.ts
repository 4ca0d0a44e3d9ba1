// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import pkg from "../package.json";

// The deploy workflows of docs/deploy.md, read as GitHub reads them (YAML): the triggers the guide promises, the
// build the project defines, the Node the project runs on. Nothing here can run them; the guide says how to.
const WORKFLOWS = [".github/workflows/github-pages.yml", ".github/workflows/own-server.yml"];

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Workflow = { on: Record<string, unknown>; jobs: Record<string, { steps?: Step[] }> };

const read = (file: string) => parse(readFileSync(file, "utf8")) as Workflow;
const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);

describe.each(WORKFLOWS)("%s", (file) => {
  const workflow = read(file);

  it("runs on every push to main, once a day and by hand", () => {
    expect(workflow.on.push).toEqual({ branches: ["main"] });
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
  });

  it("installs from the lockfile and runs the project's build, strict, on the Node of .nvmrc", () => {
    const runs = steps(workflow).map((step) => step.run ?? "");
    expect(runs).toContain("npm ci");
    const build = steps(workflow).find((step) => step.run === "npm run build");
    expect(build?.env?.SITE_STRICT).toBe("1");
    const node = steps(workflow).find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(node?.with?.["node-version-file"]).toBe(".nvmrc");
    expect(readFileSync(".nvmrc", "utf8").trim()).toBe(pkg.devDependencies.node);
  });

  it("passes every setting of the README's table to the build", () => {
    const readme = readFileSync("README.md", "utf8");
    const settings = [...readme.matchAll(/^\| `(SITE_[A-Z_]+)`/gm)].map(([, name]) => name ?? "");
    expect(settings.length).toBeGreaterThan(5);
    const build = steps(workflow).find((step) => step.run === "npm run build");
    for (const name of settings) expect(build?.env?.[name], name).toBe(`\${{ vars.${name} }}`);
  });
});

describe("GitHub Pages", () => {
  it("publishes build/client with its hidden folder (/.well-known/security.txt)", () => {
    const upload = steps(read(WORKFLOWS[0] ?? "")).find((step) =>
      step.uses?.startsWith("actions/upload-pages-artifact@"),
    );
    expect(upload?.with).toEqual({ path: "build/client", "include-hidden-files": true });
  });
});

describe("own server", () => {
  it("copies the build and the nginx headers to the recipe's folders, then reloads nginx", () => {
    const script = steps(read(WORKFLOWS[1] ?? ""))
      .map((step) => step.run ?? "")
      .join("\n");
    expect(script).toContain('build/client/ "$DEPLOY_TARGET:/srv/meridian/client/"');
    expect(script).toContain('build/nginx/ "$DEPLOY_TARGET:/srv/meridian/nginx/"');
    expect(script).toContain("systemctl reload nginx");
    expect(readFileSync("deploy/nginx.conf", "utf8")).toContain("root /srv/meridian/client;");
  });
});
