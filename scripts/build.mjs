// `npm run build`: the content check, the pages (astro build), then scripts/postbuild.mjs. Their own output
// (bundle tables, plugin notices) goes to build/build.log, and a short summary is printed instead, ending with the
// settings still to replace; VERBOSE=1 prints the tools' output as it comes. A step that fails prints all of its
// output. The content is checked here first, so that an owner's mistake is printed as its own lines
// (`file, line N: field: message`), never inside Astro's error report with its "Stack trace:" heading.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { contentRoot, loadContent } from "./content/load.ts";
import { OwnerError } from "./content/problems.ts";
import { readBuildEnv } from "./content/settings.ts";
import { describePlaceholders, listPlaceholders } from "./content/vite-plugin.ts";
import { listFiles } from "./precompress.mjs";

const BUILD_DIR = process.env.BUILD_DIRECTORY ?? "build";
const CLIENT_DIR = join(BUILD_DIR, "client");
const LOG = join(BUILD_DIR, "build.log");
/** What the build still uses of the template, for `npm start` to repeat when it serves an existing build. */
const PLACEHOLDERS_FILE = join(BUILD_DIR, "placeholders.txt");
const VERBOSE = Boolean(process.env.VERBOSE) && process.env.VERBOSE !== "0";

const STEPS = [
  {
    name: "astro build",
    args: [fileURLToPath(new URL("../node_modules/astro/bin/astro.mjs", import.meta.url)), "build"],
  },
  { name: "scripts/postbuild.mjs", args: [fileURLToPath(new URL("postbuild.mjs", import.meta.url))] },
];

/** Runs one step with its output captured (and shown, when verbose); resolves to its exit code and output. */
function run({ args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    let output = "";
    const collect = (stream) => (chunk) => {
      output += chunk;
      if (VERBOSE) stream.write(chunk);
    };
    child.stdout.on("data", collect(process.stdout));
    child.stderr.on("data", collect(process.stderr));
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** The pages of the build (not the editor's, not the 404 pages) and how many run no script. */
function countPages() {
  const pages = listFiles(CLIENT_DIR).filter(
    (file) =>
      file.endsWith(".html") &&
      !relative(CLIENT_DIR, file).startsWith(`admin${sep}`) &&
      !/(^|[\\/])404\.html$/.test(file),
  );
  const scriptless = pages.filter(
    (file) => !/<script\b(?![^>]*application\/ld\+json)/.test(readFileSync(file, "utf8")),
  );
  return { pages: pages.length, scriptless: scriptless.length };
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Fails the build the way a failed step does: its output printed, the step named, the log written. */
function fail(name, code, output, fullLog) {
  mkdirSync(BUILD_DIR, { recursive: true });
  writeFileSync(LOG, fullLog);
  if (!VERBOSE) process.stderr.write(output.endsWith("\n") ? output : `${output}\n`);
  console.error(
    `\nThe build failed in ${name} (exit code ${code}) after ${seconds(started)}; its output is above and in ${LOG}.`,
  );
  process.exit(code);
}

const started = performance.now();
let log = "";

// The content check: a broken file, a bad SITE_* variable or SITE_STRICT=1 with placeholders stops the build here
// with the owner's message alone. The pages' build reads the same files again (scripts/content/vite-plugin.ts).
const env = readBuildEnv();
let content;
try {
  content = loadContent(contentRoot(env), env);
  const unset = listPlaceholders(content.site, env);
  if (unset.length > 0 && env.SITE_STRICT === "1")
    throw new OwnerError(`SITE_STRICT=1: ${describePlaceholders(unset)}`);
} catch (error) {
  if (!(error instanceof OwnerError)) throw error;
  fail("the content check", 1, error.message, `$ the content check\n${error.message}\n`);
}

for (const step of STEPS) {
  const { code, output } = await run(step);
  log += `$ ${step.name}\n${output}\n`;
  if (code !== 0) fail(step.name, code, output, log);
}
writeFileSync(LOG, log);

const placeholders = listPlaceholders(content.site, env);
// What the owner should act on, last so that it does not scroll away: the content's warnings (a job past its
// closing date left out, a course title typed as text, a reference to a retired course, a picture above the guide's
// size), then the settings still at the template's values. `npm start` repeats it for an existing build.
const notice = [
  ...(content.warnings.length
    ? ["Worth a look (the build went on):", ...content.warnings.map((warning) => `  ${warning}`)]
    : []),
  ...(placeholders.length
    ? [describePlaceholders(placeholders), "SITE_STRICT=1 npm run build fails while any is left."]
    : []),
].join("\n");
writeFileSync(PLACEHOLDERS_FILE, notice);

const { pages, scriptless } = countPages();
const shareImages = join(CLIENT_DIR, "images", "share");
const images = existsSync(shareImages) ? listFiles(shareImages).length : 0;
console.log(
  [
    `Built the site in ${seconds(started)}: ${pages} pages (${scriptless} of them without JavaScript), ${images} share images and the content editor, in ${CLIENT_DIR}.`,
    `The tools' own output is in ${LOG} (VERBOSE=1 npm run build prints it as it runs).`,
    ...(notice ? ["", notice] : []),
  ].join("\n"),
);
