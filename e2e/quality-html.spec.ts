import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

import { expect, test } from "./fixtures";

const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listHtmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

// The HTML gate: the W3C Nu HTML Checker over every built HTML file, the 404 pages included.
test("every built HTML file is valid HTML", async () => {
  test.setTimeout(120_000);
  const files = listHtmlFiles("build/client");
  expect(files.length).toBeGreaterThan(20);
  const { stdout, stderr } = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--exit-zero-always", "--format", "json", ...files],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr || stdout) as {
    messages: Array<{ type: string; url: string; message: string; lastLine?: number }>;
  };
  const errors = messages
    .filter((message) => message.type === "error")
    .map(
      (message) =>
        `${message.url.replace(/^.*build\/client/, "")}:${message.lastLine ?? 0} ${message.message}`,
    );
  expect(errors).toEqual([]);
});
