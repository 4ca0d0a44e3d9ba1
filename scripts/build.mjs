// `npm run build`: the pages (react-router build), then scripts/postbuild.mjs. Their own output (bundle tables,
// plugin notices) goes to build/build.log, and a short summary is printed instead, ending with the settings still
// to replace; VERBOSE=1 prints the tools' output as it comes. A step that fails prints all of its output.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { contentRoot, loadContent } from "./content/load.ts";
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
    name: "react-router build",
    args: [fileURLToPath(new URL("../node_modules/@react-router/dev/bin.js", import.meta.url)), "build"],
  },
  { name: "scripts/postbuild.mjs", args: [fileURLToPath(new URL("postbuild.mjs", import.meta.url))] },
];

/** Runs one step with its output captured (and shown, when verbose); resolves to its exit code and output. */
function run({ args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["inherit", "pipe", "pipe"] });
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

/** The pages of the build (not the editor's, not the hosts' fallback copies) and how many run no script. */
function countPages() {
  const pages = listFiles(CLIENT_DIR).filter(
    (file) =>
      file.endsWith(".html") &&
      !relative(CLIENT_DIR, file).startsWith(`admin${sep}`) &&
      !/(^|[\\/])(404|__spa-fallback)\.html$/.test(file),
  );
  const scriptless = pages.filter(
    (file) => !/<script\b(?![^>]*application\/ld\+json)/.test(readFileSync(file, "utf8")),
  );
  return { pages: pages.length, scriptless: scriptless.length };
}

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const started = performance.now();
let log = "";
for (const step of STEPS) {
  const { code, output } = await run(step);
  log += `$ ${step.name}\n${output}\n`;
  if (code !== 0) {
    mkdirSync(BUILD_DIR, { recursive: true });
    writeFileSync(LOG, log);
    if (!VERBOSE) process.stderr.write(output);
    console.error(
      `\nThe build failed in ${step.name} (exit code ${code}) after ${seconds(started)}; its output is above and in ${LOG}.`,
    );
    process.exit(code);
  }
}
writeFileSync(LOG, log);

const env = readBuildEnv();
const content = loadContent(contentRoot(env), env);
const placeholders = listPlaceholders(content.site, env);
// What the owner should act on, last so that it does not scroll away: content the build left out (a job past its
// closing date), then the settings still at the template's values. `npm start` repeats it for an existing build.
const notice = [
  ...(content.warnings.length
    ? ["The build left out:", ...content.warnings.map((warning) => `  ${warning}`)]
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
