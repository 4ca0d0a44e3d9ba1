import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse, stringify } from "yaml";
import { loadContent, REPOSITORY_ROOT } from "./load.ts";
import { ContentError, formatProblem } from "./problems.ts";

/**
 * A copy of the repository's content/ in a temporary folder, for tests that break one file and read what the
 * build says: every other file stays as the owner has it, so the problems listed are the broken file's alone.
 */
export class ContentCopy {
  readonly root = mkdtempSync(path.join(tmpdir(), "content-"));

  constructor() {
    cpSync(path.join(REPOSITORY_ROOT, "content"), path.join(this.root, "content"), { recursive: true });
  }

  write(file: string, text: string) {
    writeFileSync(path.join(this.root, file), text);
  }

  remove(file: string) {
    rmSync(path.join(this.root, file));
  }

  /** A YAML file's data, changed by `change` and written back. */
  editYaml(file: string, change: (data: Record<string, unknown>) => void) {
    const data = parse(readFileSync(path.join(this.root, file), "utf8"));
    change(data);
    this.write(file, stringify(data));
  }

  /** The build's problems, one `file: field: message` line each; none when the content loads. */
  problems(env: Record<string, string> = {}): string[] {
    try {
      loadContent(this.root, env);
      return [];
    } catch (error) {
      if (error instanceof ContentError) return error.problems.map(formatProblem);
      throw error;
    }
  }

  dispose() {
    rmSync(this.root, { recursive: true, force: true });
  }
}
