// What `astro build` does besides the pages: docs/decisions/0045.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

import type { AstroIntegration } from "astro";
import { build } from "vite";

import { buildNetlifyRedirects, FALLBACK_PAGES, listNotFoundFiles } from "../deploy/fallbacks.mjs";
import {
  ADMIN_HEADERS,
  CACHE_CONTROL,
  IMAGE_CSP,
  PER_PATH_HEADERS,
  SANDBOXED_FOLDERS,
  SECURITY_HEADERS,
} from "../deploy/security-headers.mjs";
import type { Content } from "../model/schemas/content.ts";
import type { Site } from "../model/schemas/site.ts";
import { isEditorDeployed } from "../scripts/cms-backend.ts";
import { listSymlinks } from "../scripts/content/files.ts";
import { readInertSvg } from "../scripts/content/inert-svg.ts";
import { contentRoot, loadContentOnce } from "../scripts/content/load.ts";
import { OwnerError } from "../scripts/content/problems.ts";
import {
  describeStrictFigures,
  listSampleFigures,
  summarizeSampleFigures,
} from "../scripts/content/sample-figures.ts";
import { readBuildEnv } from "../scripts/content/settings.ts";
import { describePlaceholders, listPlaceholders } from "../scripts/content/vite-plugin.ts";
import { listFiles, listTextFiles, writeGzipCopies } from "../scripts/precompress.mjs";
import { holdBuildLock } from "./build-lock.ts";
import { BUILD_LOG, writeToBuildLog } from "./build-log.mjs";

const BUILD_DIR = process.env.BUILD_DIRECTORY ?? "build";
const PLACEHOLDERS_FILE = join(BUILD_DIR, "placeholders.txt");

type Env = ReturnType<typeof readBuildEnv>;
type SiteContent = { env: Env; content?: Content; problem?: OwnerError };
/** The build's one content load (loadContentOnce); a broken file leaves its message in `problem` (`astro dev` shows it). */
export function loadSiteContent(): SiteContent {
  const env = readBuildEnv();
  try {
    return { env, content: loadContentOnce(env).content };
  } catch (error) {
    if (!(error instanceof OwnerError)) throw error;
    return { env, problem: error };
  }
}

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

function stopBuild(step: string, message: string): never {
  writeToBuildLog(`$ ${step}\n${message}`, { error: true });
  console.error(`\nThe build failed in ${step} after ${seconds()}; its output is above and in ${BUILD_LOG}.`);
  process.exit(1);
}

/**
 * Netlify and Cloudflare join a header two rules set, so no two rules set one header for a path (decision 0015);
 * `furtherLanguages`, the codes whose folders hold not-found pages of their own (`de/404.html`).
 */
export function buildHeadersFile(
  topLevelEntries: ReadonlyArray<{ name: string; directory: boolean }>,
  furtherLanguages: ReadonlyArray<string> = [],
) {
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const headers: Record<string, string> = SECURITY_HEADERS;
  const everywhere = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !PER_PATH_HEADERS.includes(name)),
  );
  const site = Object.fromEntries(PER_PATH_HEADERS.map((name) => [name, headers[name] ?? ""]));
  const revalidated = new Set(
    topLevelEntries
      .filter(({ name }) => !["assets", "images", "admin", "_headers", "_redirects"].includes(name))
      .filter(({ name }) => !name.endsWith(".gz") && name !== "index.html")
      .flatMap(({ name, directory }) => {
        if (directory) return [`/${name}`, `/${name}/*`];
        return name.endsWith(".html") ? [`/${name.slice(0, -".html".length)}`, `/${name}`] : [`/${name}`];
      }),
  );
  const notFoundPages = listNotFoundFiles(furtherLanguages).flatMap((file) => [
    `/${file.slice(0, -".html".length)}`,
    `/${file}`,
  ]);
  const editor = Object.fromEntries(
    Object.entries(ADMIN_HEADERS).filter(([name, value]) => everywhere[name] !== value),
  );
  return [
    block("/*", everywhere),
    // The sandboxed files' policy joins the site's from /*: both apply, so no SVG runs script.
    block("/assets/*", {
      ...site,
      "Content-Security-Policy": IMAGE_CSP,
      "Cache-Control": CACHE_CONTROL.assets,
    }),
    block("/images/*", {
      ...site,
      "Content-Security-Policy": IMAGE_CSP,
      "Cache-Control": CACHE_CONTROL.images,
    }),
    ...["/", ...revalidated].map((pattern) =>
      block(pattern, {
        ...site,
        "Cache-Control": CACHE_CONTROL.revalidate,
        ...(notFoundPages.includes(pattern) ? { "X-Robots-Tag": "noindex" } : {}),
      }),
    ),
    ...notFoundPages
      .filter((pattern) => pattern.split("/").length > 2)
      .map((pattern) => block(pattern, { "X-Robots-Tag": "noindex" })),
    ...(topLevelEntries.some(({ name }) => name === "admin")
      ? ["/admin", "/admin/*"].map((pattern) =>
          block(pattern, { ...editor, "Cache-Control": CACHE_CONTROL.revalidate }),
        )
      : []),
  ].join("");
}

export function buildSecurityTxt(site: Pick<Site, "email" | "url">, now = new Date()) {
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: mailto:${site.email}`,
    `Expires: ${expires.toISOString().replace(/\.\d+Z$/, "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${new URL("/.well-known/security.txt", site.url).href}`,
    "",
  ].join("\n");
}

/** The sitemap's one chunk is published as /sitemap.xml, the address robots.txt names (decision 0045). */
function publishSitemap(clientDir: string) {
  const chunks = readdirSync(clientDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  if (chunks.length !== 1)
    stopBuild("the sitemap", `expected one sitemap file, found ${chunks.join(", ") || "none"}`);
  renameSync(join(clientDir, "sitemap-0.xml"), join(clientDir, "sitemap.xml"));
  rmSync(join(clientDir, "sitemap-index.xml"));
}

/** What public/ put into the build as it is: never vouched for, and no page or script (decision 0026). */
function checkPublishedFiles(clientDir: string, publicDir: string) {
  const links = listSymlinks(".", [clientDir]);
  if (links.length > 0) return `The build must not contain symbolic links; remove ${links.join(", ")}`;
  const copied = existsSync(publicDir) ? listFiles(publicDir).map((file) => relative(publicDir, file)) : [];
  const planted = copied.filter((file) => /\.(?:x?html?|xml|m?js)$/i.test(file));
  if (planted.length > 0)
    return `The build publishes pages and scripts it made, not copies: remove ${planted.map((file) => `public/${file}`).join(", ")}`;
  // Drawings ship only as inert copies where every host sandboxes them (decision 0042).
  const svgFiles = listFiles(clientDir).filter((file) => /\.svg$/i.test(file));
  const misplaced = svgFiles.filter((file) => {
    const path = `/${relative(clientDir, file).split(sep).join("/")}`;
    return !SANDBOXED_FOLDERS.some((folder) => path.startsWith(folder));
  });
  if (misplaced.length > 0)
    return `The build publishes SVG files only under /images/ and /assets/: move ${misplaced.map((file) => relative(clientDir, file)).join(", ")}`;
  for (const file of svgFiles)
    writeFileSync(file, readInertSvg(readFileSync(file, "utf8"), relative(clientDir, file)).svg);
  if (!existsSync(join(clientDir, "404.html")))
    return `${clientDir}/404.html is missing (app/pages/404.astro)`;
  return undefined;
}

function countPages(clientDir: string) {
  const pages = listFiles(clientDir).filter(
    (file) =>
      file.endsWith(".html") &&
      !relative(clientDir, file).startsWith(`admin${sep}`) &&
      !/(^|[\\/])404\.html$/.test(file),
  );
  const scriptless = pages.filter(
    (file) => !/<script\b(?![^>]*application\/ld\+json)/.test(readFileSync(file, "utf8")),
  );
  const shareImages = join(clientDir, "images", "share");
  const images = existsSync(shareImages) ? listFiles(shareImages).length : 0;
  return { pages: pages.length, scriptless: scriptless.length, images };
}

function describeNotice(content: Content, env: Env) {
  const placeholders = listPlaceholders(content.site, env);
  const figures = listSampleFigures(contentRoot(env));
  return [
    ...(content.warnings.length
      ? ["Worth a look (the build went on):", ...content.warnings.map((warning) => `  ${warning}`)]
      : []),
    ...(placeholders.length ? [describePlaceholders(placeholders)] : []),
    ...(figures.length ? [summarizeSampleFigures(figures)] : []),
    ...(placeholders.length || figures.length
      ? ["SITE_STRICT=1 npm run build fails while any is left."]
      : []),
  ].join("\n");
}

export function siteBuild(): AstroIntegration {
  return {
    name: "site-build",
    hooks: {
      "astro:config:setup": async ({ command, config }) => {
        if (command !== "build") return;
        await holdBuildLock(fileURLToPath(config.root));
        const { env, content, problem } = loadSiteContent();
        if (problem || !content) return stopBuild("the content check", problem?.message ?? "no content");
        const unset = listPlaceholders(content.site, env);
        const figures = describeStrictFigures(contentRoot(env), env);
        if ((unset.length > 0 || figures) && env.SITE_STRICT === "1") {
          const parts = [
            ...(unset.length ? [describePlaceholders(unset)] : []),
            ...(figures ? [figures] : []),
          ];
          stopBuild("the content check", `SITE_STRICT=1: ${parts.join("\n")}`);
        }
      },
      "astro:build:done": async ({ dir }) => {
        const { env, content } = loadSiteContent();
        if (!content) return;
        const clientDir = relative(process.cwd(), fileURLToPath(dir)) || ".";
        const editor = isEditorDeployed(env);
        // The editor, bundled apart, once the pages are built.
        if (editor)
          await build({
            configFile: fileURLToPath(new URL("../admin/vite.config.ts", import.meta.url)),
            customLogger: {
              info: (message) => writeToBuildLog(message),
              warn: (message) => writeToBuildLog(message),
              warnOnce: (message) => writeToBuildLog(message),
              error: (message) => writeToBuildLog(message, { error: true }),
              clearScreen: () => {},
              hasErrorLogged: () => false,
              hasWarned: false,
            },
          });
        publishSitemap(clientDir);
        const problem = checkPublishedFiles(clientDir, join(contentRoot(env), "public"));
        if (problem) stopBuild("the check of the published files", problem);
        const furtherLanguages = content.site.languages.slice(1);
        mkdirSync(join(clientDir, ".well-known"), { recursive: true });
        writeFileSync(join(clientDir, ".well-known", "security.txt"), buildSecurityTxt(content.site));
        writeFileSync(
          join(clientDir, "_headers"),
          buildHeadersFile(
            readdirSync(clientDir, { withFileTypes: true }).map((entry) => ({
              name: entry.name,
              directory: entry.isDirectory(),
            })),
            furtherLanguages,
          ),
        );
        // Netlify reads only the root 404.html; netlify.toml names the first language's folder pages (decision 0069).
        if (furtherLanguages.length > 0)
          writeFileSync(join(clientDir, "_redirects"), buildNetlifyRedirects(furtherLanguages));
        const textFiles = listTextFiles(clientDir);
        const isAdminFile = (file: string) => relative(clientDir, file).startsWith(`admin${sep}`);
        // The editor's 6 MB of scripts get zlib's best level: Zopfli would add about ten seconds to every build.
        await writeGzipCopies(textFiles.filter((file) => !isAdminFile(file)));
        await writeGzipCopies(textFiles.filter(isAdminFile), { zopfli: false });

        const notice = describeNotice(content, env);
        writeFileSync(PLACEHOLDERS_FILE, notice);
        const { pages, scriptless, images } = countPages(clientDir);
        const fallbacks = Object.keys(FALLBACK_PAGES).filter((folder) =>
          existsSync(join(clientDir, folder, "404.html")),
        ).length;
        writeToBuildLog(
          `$ site-build: security.txt, _headers, fallbacks ${fallbacks} of ${Object.keys(FALLBACK_PAGES).length}, gzip copies of ${textFiles.length} text files`,
        );
        console.log(
          [
            `Built the site in ${seconds()}: ${pages} pages (${scriptless} of them without JavaScript), ${images} share images${editor ? " and the content editor" : ""}, in ${clientDir}.`,
            `The tools' own output is in ${BUILD_LOG} (VERBOSE=1 npm run build prints it as it runs).`,
            ...(notice ? ["", notice] : []),
          ].join("\n"),
        );
      },
    },
  };
}
