import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** git's output in `root`, or null where there is no repository (a copy under CONTENT_ROOT) or no git. */
function git(root: string, args: string[]) {
  try {
    return execFileSync("git", ["-C", root, ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

/** Every file under `folder` of `root`, as a path relative to `root` with forward slashes. */
function listAll(root: string, folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    return entry.isDirectory() ? listAll(root, file) : entry.isFile() ? [file] : [];
  });
}

/**
 * The day each file under content/ last changed, as YYYY-MM-DD: the date of the last commit that touched it, or its
 * modification time when it has changes not yet committed, is new, or the folder is not a git checkout (the
 * sitemap's lastmod, integrations/last-modified.ts; docs/decisions/0020-each-fact-once.md).
 */
export function listFileDates(root: string, folder = "content"): Record<string, string> {
  const committed = new Map<string, string>();
  // Newest commit first: the first date seen for a file is its last change.
  let date = "";
  for (const line of (git(root, ["log", "--format=%x00%cs", "--name-only", "--relative", "--", folder]) ?? "").split(
    "\n",
  )) {
    if (line.startsWith("\0")) date = line.slice(1);
    else if (line && !committed.has(line)) committed.set(line, date);
  }
  const changed = new Set(
    [
      git(root, ["diff", "--name-only", "--relative", "HEAD", "--", folder]),
      git(root, ["ls-files", "--others", "--exclude-standard", "--", folder]),
    ].flatMap((output) => (output ?? "").split("\n").filter(Boolean)),
  );
  return Object.fromEntries(
    listAll(root, folder).map((file) => [
      file,
      (!changed.has(file) && committed.get(file)) ||
        statSync(path.join(root, file)).mtime.toISOString().slice(0, 10),
    ]),
  );
}
