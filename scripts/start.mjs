// `npm start`: builds the site when the build is missing or older than its sources, then serves the prerendered
// output on http://localhost:3000 (PORT and HOST override) the way production's nginx does: unknown paths answer
// 404 with the site's 404 page, the trailing-slash and index.html forms redirect to the canonical URL, the build's
// own files for other hosts are not served, and every response carries the security and caching headers.
// `npm run serve` (`--no-build`) serves the existing build as it is; `npm run cms` (`--cms`) also says how to open
// the content editor on the local copy.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import sirv from "sirv";

import { cacheControlFor, securityHeadersFor } from "../deploy/security-headers.mjs";

const CLIENT_DIR = "build/client";
const OUTPUT = join(CLIENT_DIR, "index.html");
/** Written by scripts/build.mjs. */
const PLACEHOLDERS_FILE = "build/placeholders.txt";
const SOURCES = [
  "app",
  "admin",
  "content",
  "public",
  "scripts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];
/** Files of the build that are not pages: the gzip copies, the other hosts' headers file and 404 page. */
const NOT_PUBLISHED = /(\.gz|\/_headers|\/404\.html|\/__spa-fallback\.html)$/;

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Builds (scripts/build.mjs prints its summary) when the sources are newer than the build; returns whether it did. */
function buildWhenNeeded() {
  const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
  if (Math.max(...SOURCES.map(newestChange)) <= built) return false;
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  const result = spawnSync(process.execPath, [fileURLToPath(new URL("build.mjs", import.meta.url))], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

/** The settings the existing build still has at the template's values, as its build listed them. */
function readPlaceholderNotice() {
  return existsSync(PLACEHOLDERS_FILE) ? readFileSync(PLACEHOLDERS_FILE, "utf8").trim() : "";
}

function setHeaders(res, pathname) {
  for (const [name, value] of Object.entries(securityHeadersFor(pathname))) res.setHeader(name, value);
  res.setHeader("Cache-Control", cacheControlFor(pathname));
}

/** The request handler: sirv for the build's files, with production's statuses around it. */
export function createSiteHandler(root = CLIENT_DIR) {
  const notFoundPage = readFileSync(join(root, "404.html"));
  const files = sirv(root, { etag: true, gzip: true, setHeaders });
  const notFound = (req, res) => {
    setHeaders(res, "/404.html");
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": notFoundPage.length });
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  };
  return (req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (req.method !== "GET" && req.method !== "HEAD") {
      setHeaders(res, pathname);
      res.writeHead(405, { Allow: "GET, HEAD" });
      return res.end();
    }
    if (NOT_PUBLISHED.test(pathname) || /[\\]|%5c|%2f/i.test(req.url ?? "")) return notFound(req, res);
    const page = pathname.endsWith("/index.html") && existsSync(join(root, pathname));
    const path = (page ? pathname.slice(0, -"index.html".length) : pathname).replace(/(.)\/$/, "$1");
    // The editor is a folder: its page is /admin/, so that its relative addresses resolve inside it.
    const canonical = path === "/admin" ? "/admin/" : path;
    if (canonical !== pathname) {
      setHeaders(res, pathname);
      res.writeHead(301, { Location: canonical + new URL(req.url ?? "/", "http://localhost").search });
      return res.end();
    }
    files(req, res, () => notFound(req, res));
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { "no-build": { type: "boolean", default: false }, cms: { type: "boolean", default: false } },
  });
  const rebuilt = !values["no-build"] && buildWhenNeeded();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  const server = createServer(createSiteHandler());
  server.listen(port, host, () => {
    // A build just made has listed its placeholders; an existing one's are repeated above the address.
    const notice = rebuilt ? "" : readPlaceholderNotice();
    console.log(
      `${notice ? `${notice}\n\n` : ""}Serving the site on http://${host}:${port} (Ctrl+C to stop)`,
    );
    // `npm run cms`: the editor's local mode writes straight into this checkout's content/ folder.
    if (values.cms)
      console.log(
        `Content editor: open http://${host}:${port}/admin/ in Chrome or Edge, choose "Work with Local Repository" and pick ${process.cwd()} (README, "Editing content in a browser")`,
      );
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
}
