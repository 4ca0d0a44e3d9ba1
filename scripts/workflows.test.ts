import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import pkg from "../package.json";

const WORKFLOWS = [".github/workflows/github-pages.yml", ".github/workflows/own-server.yml"];

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Permissions = Record<string, string> | string;
type Job = { steps?: Step[]; permissions?: Permissions; needs?: string | string[]; if?: string };
type Workflow = { on: Record<string, unknown>; permissions?: Permissions; jobs: Record<string, Job> };

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

  it("passes every setting of the configuration guide's table to the build", () => {
    const guide = readFileSync("docs/configuration.md", "utf8");
    const settings = [...guide.matchAll(/^\| `(SITE_[A-Z_]+)`/gm)].map(([, name]) => name ?? "");
    expect(settings.length).toBeGreaterThan(5);
    const build = steps(workflow).find((step) => step.run === "npm run build");
    for (const name of settings) expect(build?.env?.[name], name).toBe(`\${{ vars.${name} }}`);
  });
});

/** Undefined leaves the repository's default, maybe write-all. */
const permissionsOf = (workflow: Workflow, job: Job) => job.permissions ?? workflow.permissions;
const writes = (permissions: Permissions | undefined) =>
  permissions === undefined ||
  (typeof permissions === "string"
    ? permissions !== "read-all"
    : Object.values(permissions).some((access) => access === "write"));
const runsProjectCode = (job: Job) =>
  (job.steps ?? []).some(
    (step) => step.uses?.startsWith("actions/checkout@") || /\b(npm|npx|node)\b/.test(step.run ?? ""),
  );

describe.each(WORKFLOWS)("%s: least privilege", (file) => {
  const workflow = read(file);
  const text = readFileSync(file, "utf8");

  it("pins every action to a full commit SHA, with its version in a comment", () => {
    const uses = text.split("\n").filter((line) => /^\s*(-\s+)?uses:/.test(line));
    expect(uses.length).toBeGreaterThan(1);
    for (const line of uses)
      expect(line.trim(), line).toMatch(/^(-\s+)?uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+){0,2}$/);
  });

  it("gives the workflow no permission by default and no write permission to a job that runs npm or the build", () => {
    expect(workflow.permissions).toEqual({});
    const jobs = Object.entries(workflow.jobs);
    expect(jobs.filter(([, job]) => runsProjectCode(job)).length).toBeGreaterThan(0);
    for (const [name, job] of jobs) {
      expect(permissionsOf(workflow, job), name).toBeDefined();
      if (!runsProjectCode(job)) continue;
      expect(writes(permissionsOf(workflow, job)), `${name} runs npm with write permissions`).toBe(false);
      expect(JSON.stringify(job), `${name} runs npm and reads a secret`).not.toMatch(/secrets\./);
      const checkout = job.steps?.find((step) => step.uses?.startsWith("actions/checkout@"));
      expect(checkout?.with?.["persist-credentials"], name).toBe(false);
    }
  });

  it("deploys from a job of its own that runs no project code, after the build", () => {
    const deploy = workflow.jobs.deploy;
    expect(deploy?.needs).toBe("build");
    expect(deploy && runsProjectCode(deploy)).toBe(false);
    expect(workflow.jobs.build && runsProjectCode(workflow.jobs.build)).toBe(true);
  });
});

describe("GitHub Pages", () => {
  it("lets only the deploy job publish (pages and id-token), the build job only read", () => {
    const workflow = read(WORKFLOWS[0] ?? "");
    expect(workflow.jobs.build?.permissions).toEqual({ contents: "read" });
    expect(workflow.jobs.deploy?.permissions).toEqual({ pages: "write", "id-token": "write" });
    expect(workflow.jobs.deploy?.steps?.map((step) => step.uses?.split("@")[0])).toEqual([
      "actions/deploy-pages",
    ]);
  });

  it("publishes build/client with its hidden folder (/.well-known/security.txt)", () => {
    const upload = steps(read(WORKFLOWS[0] ?? "")).find((step) =>
      step.uses?.startsWith("actions/upload-pages-artifact@"),
    );
    expect(upload?.with).toEqual({ path: "build/client", "include-hidden-files": true });
  });
});

describe.each(WORKFLOWS)("%s: the deploy", (file) => {
  const workflow = read(file);

  it("ships build/client and nothing else, and runs nothing on the server", () => {
    const uploads = steps(workflow).filter((step) =>
      /^actions\/upload-(pages-)?artifact@/.test(step.uses ?? ""),
    );
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) expect(upload.with?.path).toBe("build/client");
    const lines = steps(workflow).flatMap((step) => (step.run ?? "").split("\n"));
    // Decision 0024: the deploy writes only the web root.
    for (const line of lines.filter((each) => /\b(rsync|scp|sftp)\b/.test(each)))
      expect(line).toMatch(/ build\/client\/ "\$DEPLOY_TARGET:\/srv\/meridian\/client\/"$/);
    expect(
      lines.filter((line) => /\bsudo\b|\bsystemctl\b|\$ssh_command\s+"\$DEPLOY_TARGET"/.test(line)),
    ).toEqual([]);
  });
});

describe("own server", () => {
  it("hands the web root to the deploy job as an artifact; only the deploy job reads the deploy secrets", () => {
    const workflow = read(WORKFLOWS[1] ?? "");
    const upload = workflow.jobs.build?.steps?.find((step) =>
      step.uses?.startsWith("actions/upload-artifact@"),
    );
    expect(upload?.with).toMatchObject({ path: "build/client", "include-hidden-files": true });
    const download = workflow.jobs.deploy?.steps?.find((step) =>
      step.uses?.startsWith("actions/download-artifact@"),
    );
    expect(download?.with).toEqual({ name: upload?.with?.name, path: "build/client" });
    expect(workflow.jobs.deploy?.permissions).toEqual({});
    expect(JSON.stringify(workflow.jobs.deploy)).toContain("secrets.DEPLOY_SSH_KEY");
  });

  it("copies the build into the recipe's web root, whose nginx reads its headers from the admin's folder", () => {
    const script = steps(read(WORKFLOWS[1] ?? ""))
      .map((step) => step.run ?? "")
      .join("\n");
    expect(script).toContain('build/client/ "$DEPLOY_TARGET:/srv/meridian/client/"');
    const recipe = readFileSync("deploy/nginx.conf", "utf8");
    expect(recipe).toContain("root /srv/meridian/client;");
    const includes = [...recipe.matchAll(/^\s*include\s+([^;]+);/gm)].map(([, path]) => path ?? "");
    expect(includes.length).toBeGreaterThan(0);
    for (const path of includes) expect(path).toMatch(/^\/etc\/nginx\/meridian\/[a-z-]+\.conf$/);
  });
});

const HOSTS = [
  [WORKFLOWS[0] ?? "", "github-pages"],
  [WORKFLOWS[1] ?? "", "own-server"],
] as const;

function runCheck(step: Step | undefined, deployWith: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "workflow-"));
  const output = path.join(folder, "output");
  try {
    const run = spawnSync("bash", ["-e", "-c", step?.run ?? "exit 1"], {
      encoding: "utf8",
      env: { PATH: process.env.PATH, DEPLOY_WITH: deployWith, GITHUB_OUTPUT: output },
    });
    return { status: run.status, printed: run.stdout, outputs: readFileSync(output, "utf8") };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe.each(HOSTS)("%s: runs only where it is set up", (file, host) => {
  const workflow = read(file);
  const check = workflow.jobs.settings?.steps?.find((step) => step.run);

  it(`builds only after a settings check that holds no permission and runs no project code`, () => {
    const settings = workflow.jobs.settings;
    expect(settings?.permissions).toEqual({});
    expect(settings && runsProjectCode(settings)).toBe(false);
    expect(check?.env?.DEPLOY_WITH).toBe("${{ vars.DEPLOY_WITH }}");
    expect(workflow.jobs.build?.needs).toBe("settings");
    expect(workflow.jobs.build?.if).toBe("needs.settings.outputs.enabled == 'true'");
    expect(workflow.jobs.deploy?.needs).toBe("build");
    expect(Object.keys(workflow.jobs).sort()).toEqual(["build", "deploy", "settings"]);
  });

  it(`goes on when DEPLOY_WITH is ${host}, and otherwise stops with a notice saying how to turn it on`, () => {
    expect(runCheck(check, host)).toEqual({ status: 0, printed: "", outputs: "enabled=true\n" });
    for (const other of ["", host === "own-server" ? "github-pages" : "own-server"]) {
      const skipped = runCheck(check, other);
      expect(skipped.status).toBe(0);
      expect(skipped.outputs).toBe("enabled=false\n");
      expect(skipped.printed).toMatch(
        new RegExp(
          `^::notice title=[^:]+::Nothing built or published\\..*set the repository variable DEPLOY_WITH to ${host} `,
        ),
      );
      expect(skipped.printed).toContain(`It is now "${other}".`);
    }
  });

  it("the guide gives that one step for this host", () => {
    expect(readFileSync("docs/deploy.md", "utf8")).toContain(`\`DEPLOY_WITH\` = \`${host}\``);
  });
});

describe(".github/workflows/daily-build-hook.yml", () => {
  const workflow = read(".github/workflows/daily-build-hook.yml");
  const script = steps(workflow)
    .map((step) => step.run ?? "")
    .join("\n");

  it("runs once a day and by hand, with no permissions", () => {
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
    expect(workflow.permissions).toEqual({});
  });

  it("calls the hook only where DEPLOY_WITH names a host that builds on push", () => {
    expect(script).toContain('"$DEPLOY_WITH" != "cloudflare-pages"');
    expect(script).toContain('"$DEPLOY_WITH" != "netlify"');
    expect(script).toContain('curl -fsS -X POST "$HOOK_URL"');
    expect(steps(workflow)[0]?.env?.HOOK_URL).toBe("${{ secrets.DEPLOY_HOOK_URL }}");
  });
});
