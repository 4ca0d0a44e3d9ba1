// `npm start`: builds the site when the build is missing or older than its sources, then serves the prerendered
// output on http://localhost:3000 (PORT and HOST override) the way production's nginx does: an unknown course,
// purchase or legal URL is served its fallback page (deploy/fallbacks.mjs), other unknown paths answer 404 with
// the site's 404 page, the trailing-slash and .html forms redirect to the canonical URL, the build's
// own files for other hosts are not served, and every response carries the security and caching headers.
// `npm run serve` (`--no-build`) serves the existing build as it is; `npm run cms` (`--cms`) also says how to open
// the content editor on the local copy.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, STATUS_CODES } from "node:http";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import sirv from "sirv";

import { fallbackPageFor, notFoundPageFor } from "../deploy/fallbacks.mjs";
import { cacheControlFor, securityHeadersFor } from "../deploy/security-headers.mjs";

const CLIENT_DIR = "build/client";
const OUTPUT = join(CLIENT_DIR, "index.html");
/** Written by scripts/build.mjs. */
const PLACEHOLDERS_FILE = "build/placeholders.txt";
/** What the build is made of: when any is newer than the build, `npm start` builds again. */
const SOURCES = [
  "app",
  "admin",
  "content",
  "deploy",
  "public",
  "scripts",
  "package-lock.json",
  "astro.config.mjs",
  "tsconfig.json",
];
/**
 * Files of the build that are not pages: the gzip copies, the other hosts' headers file, the 404 page and the
 * fallback copies Cloudflare Pages serves (course/404.html, …), under either name.
 */
const NOT_PUBLISHED = /(\.gz|\/_headers|\/404(\.html)?)$/;

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

/** nginx reads request lines of up to 8 KB, CRLF included (`large_client_header_buffers 4 8k`), and answers 414. */
const MAX_REQUEST_LINE = 8192;

/** A host in an absolute-form target (`GET http://host/path`), as nginx accepts one. */
const HOST = /^(?:\[[\d.:a-f]+\]|(?!.*\.\.)[\da-z.-]*[\da-z-][\da-z.-]*)(?::\d*)?$/i;

/**
 * A request target read the way nginx reads it (deploy/nginx.conf): the path percent-decoded, one character per
 * byte, with its dot segments resolved, the raw path as sent, and the query; or the status nginx refuses the target
 * with (400: not a path, a broken or NUL escape, a `..` above the root, an absolute form with a bad host).
 * @returns {{ status: number } | { status: 0, path: string, rawPath: string, query: string }}
 */
export function readRequestTarget(target) {
  let rest = target;
  const absolute = /^[a-z]+:\/\/([^/?#]*)(.*)$/i.exec(target);
  if (absolute) {
    const [, host = "", after = ""] = absolute;
    if (!HOST.test(host)) return { status: 400 };
    rest = after.startsWith("/") ? after : `/${after}`;
  }
  if (!rest.startsWith("/")) return { status: 400 };
  const rawPath = rest.split(/[?#]/, 1)[0] ?? "";
  const query =
    rest.includes("?") && !rest.slice(0, rest.indexOf("?")).includes("#")
      ? rest.slice(rest.indexOf("?"))
      : "";
  if (/%(?![\da-f]{2})|%00/i.test(rawPath)) return { status: 400 };
  const decoded = rawPath.replace(/%([\da-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const segments = [];
  const parts = decoded.split("/").slice(1);
  for (const [index, segment] of parts.entries()) {
    const last = index === parts.length - 1;
    if (segment === "..") {
      if (segments.length === 0) return { status: 400 };
      segments.pop();
    }
    if (segment === "." || segment === "..") {
      if (last) segments.push("");
      continue;
    }
    segments.push(segment);
  }
  return { status: 0, path: `/${segments.join("/")}`, rawPath, query };
}

/** A decoded path (one character per byte) as a URL path again: what is not plainly allowed is escaped. */
export function encodePath(path) {
  return path.replace(
    /[^\w\-.~!$&'()*+,;=:@/]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

/** A response with no body, for the answers nginx gives before it reads any file. */
function answer(req, res, status, pathname = "/", headers = {}) {
  setHeaders(res, pathname);
  res.writeHead(status, { "Content-Length": 0, ...headers });
  res.end();
}

/**
 * The request handler: sirv for the build's files, with nginx's statuses around it (deploy/nginx.conf, in its
 * order): 414 for a request line over 8 KB, 400 for a target nginx cannot read, 405 for a method other than GET
 * and HEAD, 400 for an encoded slash, backslash or `..` in the path, 404 for an empty path segment (never a
 * redirect to `//host`), then its locations. The query string is never read as the path.
 */
export function createSiteHandler(root = CLIENT_DIR) {
  // The site's 404 page and the folders' own (an unknown article's), read once.
  const notFoundPages = new Map();
  const readNotFoundPage = (page) => {
    if (!notFoundPages.has(page)) notFoundPages.set(page, readFileSync(join(root, page)));
    return notFoundPages.get(page);
  };
  const files = sirv(root, { etag: true, gzip: true, setHeaders });
  /** Whether the decoded path (one character per byte) names a file; a name too long for the disk names none. */
  const isFile = (path) => {
    try {
      return statSync(Buffer.from(join(root, path), "latin1")).isFile();
    } catch {
      return false;
    }
  };
  const notFound = (req, res, path = "/") => {
    const page = notFoundPageFor(path);
    const body = readNotFoundPage(page);
    setHeaders(res, page);
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  const redirect = (req, res, path, location) => answer(req, res, 301, path, { Location: location });
  /** nginx's `try_files`: the first of `paths` that is a file, else 404. */
  const serve = (req, res, query, ...paths) => {
    const file = paths.find(isFile);
    if (file === undefined) return notFound(req, res, paths[0]);
    req.url = encodePath(file) + query;
    files(req, res, () => notFound(req, res, paths[0]));
  };
  return (req, res) => {
    const target = req.url ?? "/";
    if (`${req.method} ${target} HTTP/${req.httpVersion}\r\n`.length > MAX_REQUEST_LINE)
      return answer(req, res, 414);
    const read = readRequestTarget(target);
    if (read.status) return answer(req, res, read.status);
    const { path, rawPath, query } = read;
    if (req.method !== "GET" && req.method !== "HEAD")
      return answer(req, res, 405, path, { Allow: "GET, HEAD" });
    if (/%2f|%5c|%2e%2e|\\/i.test(rawPath)) return answer(req, res, 400, path);
    if (path.includes("//") || NOT_PUBLISHED.test(path)) return notFound(req, res);
    if (path === "/index.html") return redirect(req, res, path, "/");
    // The editor is a folder: its page is /admin/, so that its relative addresses resolve inside it.
    if (path === "/admin" || path === "/admin/index.html") return redirect(req, res, path, "/admin/");
    // A page's file name is not its URL: /courses.html (and a folder page's copy, /blog/index.html) redirects to
    // /courses (pages are laid out as path.html, docs/decisions/0015).
    const page = /^(\/(?!admin\/).+?)(\/index)?\.html$/.exec(path)?.[1];
    if (page !== undefined)
      return isFile(path) ? redirect(req, res, path, encodePath(page)) : notFound(req, res);
    if (/^\/(assets|images)\//.test(path)) return serve(req, res, query, path);
    if (path.startsWith("/admin/")) return serve(req, res, query, path, join(path, "index.html"));
    // The canonical form has no trailing slash: /courses/ redirects to /courses, with its query.
    const canonical = /^([^\n]+)\/$/.exec(path)?.[1];
    if (canonical !== undefined) return redirect(req, res, path, encodePath(canonical) + query);
    if (path === "/") return serve(req, res, query, "/index.html");
    // An unknown course, purchase or legal URL: the specification's fallback page, with 200 (nginx's try_files).
    const fallback = fallbackPageFor(path);
    serve(req, res, query, path, `${path}.html`, ...(fallback ? [`${fallback}.html`] : []));
  };
}

/** A raw answer on a socket the HTTP parser gave up on, with the site's headers. */
function answerRaw(socket, status, headers = {}) {
  const lines = Object.entries({
    ...securityHeadersFor("/"),
    "Cache-Control": cacheControlFor("/"),
    ...headers,
    "Content-Length": 0,
    Connection: "close",
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n`);
}

/**
 * The status nginx gives a request Node's parser refuses: 414 for a request line over 8 KB, 405 for a method
 * nginx reads (capitals) but Node does not know, when its target is one nginx reads; 400 for the rest (such as
 * raw non-ASCII bytes in the target, which nginx looks up as a path and no browser sends).
 */
export function statusOfRefusedRequest(code, rawPacket = Buffer.alloc(0)) {
  const head = rawPacket.toString("latin1");
  const lineEnd = head.indexOf("\r\n");
  if (code === "HPE_HEADER_OVERFLOW") return lineEnd < 0 || lineEnd + 2 > MAX_REQUEST_LINE ? 414 : 400;
  const [method = "", target = ""] = head.slice(0, lineEnd < 0 ? undefined : lineEnd).split(" ");
  if (code === "HPE_INVALID_METHOD" && /^[A-Z_-]+$/.test(method))
    return readRequestTarget(target).status || 405;
  return 400;
}

/** The server of `npm start`: the handler, and an answer to every request the HTTP parser refuses. */
export function createSiteServer(root = CLIENT_DIR) {
  const handler = createSiteHandler(root);
  const server = createServer((req, res) => {
    try {
      handler(req, res);
    } catch (error) {
      // Whatever a request does, the server keeps serving the next one.
      console.error(error);
      if (res.headersSent) res.destroy();
      else answer(req, res, 500);
    }
  });
  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const status = statusOfRefusedRequest(error.code, error.rawPacket);
    answerRaw(socket, status, status === 405 ? { Allow: "GET, HEAD" } : {});
  });
  // CONNECT asks for a tunnel, which nginx refuses as a bad request.
  server.on("connect", (req, socket) => answerRaw(socket, 400));
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { "no-build": { type: "boolean", default: false }, cms: { type: "boolean", default: false } },
  });
  const rebuilt = !values["no-build"] && buildWhenNeeded();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  const server = createSiteServer();
  server.listen(port, host, () => {
    // A build just made has listed its placeholders; an existing one's are repeated above the address.
    const notice = rebuilt ? "" : readPlaceholderNotice();
    console.log(
      `${notice ? `${notice}\n\n` : ""}Serving the site on http://${host}:${port} (Ctrl+C to stop)`,
    );
    // `npm run cms`: the editor's local mode writes straight into this checkout's content/ folder.
    if (values.cms)
      console.log(
        `Content editor: open http://${host}:${port}/admin/ in Chrome or Edge, choose "Work with Local Repository" and pick ${process.cwd()} (docs/editing.md)`,
      );
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
}
