import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { type CmsBackend, readAuthUrl } from "./content/cms-config.ts";

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** With the stand-in only the editor's local mode works. */
export const PLACEHOLDER_REPOSITORY = "your-account/your-repository";

type Env = Readonly<Record<string, string | undefined>>;

export function readBackend(env: Env = process.env): CmsBackend & { configured: boolean } {
  const branch = env.CMS_GITHUB_BRANCH?.trim() || "main";
  const authUrl = readAuthUrl(env.CMS_AUTH_URL);
  const privateRepo = ["1", "true"].includes(env.CMS_GITHUB_PRIVATE?.trim().toLowerCase() ?? "");
  let repo = env.CMS_GITHUB_REPO?.trim();
  if (!repo) {
    try {
      const origin = execFileSync("git", ["remote", "get-url", "origin"], {
        cwd: REPOSITORY,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      repo = /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\s*$/.exec(origin)?.[1];
    } catch {
      repo = undefined;
    }
  }
  return repo && repo !== PLACEHOLDER_REPOSITORY
    ? { repo, branch, authUrl, privateRepo, configured: true }
    : { repo: PLACEHOLDER_REPOSITORY, branch, authUrl, privateRepo, configured: false };
}

/** Whether the build publishes the editor at /admin: yes unless SITE_EDITOR=off (an owner who edits files only). */
export function isEditorDeployed(env: Env = process.env) {
  return !["off", "0", "false", "no"].includes(env.SITE_EDITOR?.trim().toLowerCase() ?? "");
}

/** The editor's repository when the editor is published and its repository is still the stand-in, as a setting to replace. */
export function listEditorPlaceholders(env: Env = process.env) {
  return !isEditorDeployed(env) || readBackend(env).configured
    ? []
    : [
        {
          variable: "CMS_GITHUB_REPO",
          value: PLACEHOLDER_REPOSITORY,
          hint: "the GitHub repository the editor saves to: set CMS_GITHUB_REPO=owner/name, or build from a clone whose origin is on GitHub; without the editor, SITE_EDITOR=off leaves /admin out",
        },
      ];
}
