import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { expect, test } from "../fixtures";
import { TEST_CLIENT } from "../servers";
import { listHtmlFiles } from "../site-paths";

const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

type CheckerMessage = { type: string; url: string; message: string; lastLine?: number; firstColumn?: number };

/** Astro's island style rule in the body: browsers apply it, and the engine's output is not ours (decision 0022). */
function isAstroIslandStyle(message: CheckerMessage) {
  if (message.message !== "A “style” element in “body” must be the first child of its parent.") return false;
  // The checker quotes a few characters only: read the element it points at in the file.
  const line =
    readFileSync(fileURLToPath(message.url), "utf8").split("\n")[(message.lastLine ?? 1) - 1] ?? "";
  return line
    .slice((message.firstColumn ?? 1) - 1)
    .startsWith("<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>");
}

test("every built HTML file is valid HTML", async () => {
  test.setTimeout(120_000);
  const files = listHtmlFiles(TEST_CLIENT);
  expect(files.length).toBeGreaterThan(20);
  const { stdout, stderr } = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--exit-zero-always", "--format", "json", ...files],
    { maxBuffer: 32 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr || stdout) as {
    messages: CheckerMessage[];
  };
  const errors = messages
    .filter((message) => message.type === "error" && !isAstroIslandStyle(message))
    .map(
      (message) =>
        `${message.url.replace(/^.*build\/client/, "")}:${message.lastLine ?? 0} ${message.message}`,
    );
  expect(errors).toEqual([]);
});
