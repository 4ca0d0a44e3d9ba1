// `npm start`: builds the site when the build is missing or older than its sources, then serves the prerendered
// output on http://localhost:3000 (PORT and HOST override) the way production's nginx does: an unknown course,
// purchase or legal URL is served its fallback page (deploy/fallbacks.mjs), other unknown paths answer 404 with
// the site's 404 page, the trailing-slash and .html forms redirect to the canonical URL, the build's
// own files for other hosts are not served, and every response carries the security and caching headers.
// `npm run serve` (`--no-build`) serves the existing build as it is; `npm run cms` (`--cms`) also says how to open
// the content editor on the local copy.
import { spawnSync } from "node:child_process";
import {
  closeSync,
  constants,
  createReadStream,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  realpathSync,
  statSync,
} from "node:fs";
import { createServer, STATUS_CODES } from "node:http";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import { lookup } from "mrmime";

import { notFoundPageFor } from "../deploy/fallbacks.mjs";
import { cacheControlFor, securityHeadersFor } from "../deploy/security-headers.mjs";

const CLIENT_DIR = "build/client";
const OUTPUT = join(CLIENT_DIR, "index.html");
/** Written by the build (integrations/site.ts). */
const PLACEHOLDERS_FILE = "build/placeholders.txt";
/** What the build is made of: when any is newer than the build, `npm start` builds again. */
export const SOURCES = [
  "app",
  "admin",
  "content",
  "deploy",
  "integrations",
  "model",
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

export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Builds (`astro build` prints its summary) when the sources are newer than the build; returns whether it did. */
function buildWhenNeeded() {
  const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
  if (Math.max(...SOURCES.map(newestChange)) <= built) return false;
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
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

/** A path inside `root` (decoded, one character per byte) as the bytes the file system knows it by. */
const onDisk = (root, path) => Buffer.from(join(root, path), "latin1");

/**
 * The file `path` names inside `root`, opened, when it is a regular file whose real path is that very path: no
 * symbolic link anywhere below the root (nginx's `disable_symlinks on from=$document_root`, deploy/nginx.conf), so
 * a link planted in the build, to /etc/passwd or to a page of the site, serves nothing, and a dangling one is simply
 * no file. Returns undefined for anything else (missing, a folder, a link, a name too long for the disk).
 */
export function openPlainFile(root, path) {
  let fd;
  try {
    const file = onDisk(root, path);
    const real = realpathSync(file, { encoding: "buffer" });
    if (!real.equals(onDisk(realpathSync(root), path))) return undefined;
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new Error("not a file");
    return { fd, stats };
  } catch {
    if (fd !== undefined) closeSync(fd);
    return undefined;
  }
}

/** nginx's `charset utf-8` names the charset of these types (its default `charset_types`; JavaScript as either name). */
const CHARSET_TYPES = /^(text\/(html|plain|xml|javascript)|application\/(javascript|rss\+xml))$/;

/** The Content-Type of a file name, as nginx's type list gives it (`default_type application/octet-stream`). */
export function contentTypeFor(path) {
  if (/\.ya?ml$/.test(path)) return "text/yaml";
  const type = lookup(path) ?? "application/octet-stream";
  return CHARSET_TYPES.test(type) ? `${type}; charset=utf-8` : type;
}

/** nginx's ETag: the modification time in seconds and the size, in hex, strong. */
const etagOf = (stats) => `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;

/** A date header read as nginx reads it: seconds, or -1 when it is no date. */
function parseHttpDate(value) {
  const time = Date.parse(value);
  return Number.isNaN(time) ? -1 : Math.floor(time / 1000);
}

/** nginx's `ngx_http_test_if_match`: whether an If-Match / If-None-Match list names `etag` (weakly for the latter). */
export function matchesEtag(list, etag, weak) {
  if (list.trim() === "*") return true;
  const own = weak ? etag.replace(/^W\//, "") : etag;
  return list
    .split(",")
    .map((item) => item.trim())
    .some((item) => (weak ? item.replace(/^W\//, "") : item) === own);
}

/**
 * nginx's reading of a `Range: bytes=…` header (ngx_http_range_parse) against a file of `size` bytes: the byte
 * ranges to send (start inclusive, end exclusive), "none" to send the whole file with 200 (no ranges asked, or
 * ranges that add up to more than the file), or "unsatisfiable" (416: a syntax error, a reversed range, a start
 * past the end, a number over 2^63).
 * @returns {Array<[number, number]> | "none" | "unsatisfiable"}
 */
export function parseRange(header, size) {
  if (header === undefined || header.length < 7 || header.slice(0, 6).toLowerCase() !== "bytes=")
    return "none";
  const MAX = 2n ** 63n - 1n;
  const length = BigInt(size);
  const text = header.slice(6);
  let index = 0;
  const spaces = () => {
    while (text[index] === " ") index++;
  };
  const number = () => {
    let value = 0n;
    while (/[0-9]/.test(text[index] ?? "")) {
      value = value * 10n + BigInt(text[index++]);
      if (value > MAX) return undefined;
    }
    return value;
  };
  const ranges = [];
  let total = 0n;
  for (;;) {
    let start = 0n;
    let end = 0n;
    let suffix = false;
    let open = false;
    spaces();
    if (text[index] !== "-") {
      if (!/[0-9]/.test(text[index] ?? "")) return "unsatisfiable";
      const read = number();
      if (read === undefined) return "unsatisfiable";
      start = read;
      spaces();
      if (text[index++] !== "-") return "unsatisfiable";
      spaces();
      if (text[index] === "," || index >= text.length) {
        end = length;
        open = true;
      }
    } else {
      suffix = true;
      index++;
    }
    if (!open) {
      if (!/[0-9]/.test(text[index] ?? "")) return "unsatisfiable";
      const read = number();
      if (read === undefined) return "unsatisfiable";
      end = read;
      spaces();
      if (text[index] !== "," && index < text.length) return "unsatisfiable";
      if (suffix) {
        start = end < length ? length - end : 0n;
        end = length - 1n;
      }
      end = end >= length ? length : end + 1n;
    }
    if (start < end) {
      ranges.push([Number(start), Number(end)]);
      if (total > MAX - (end - start)) return "unsatisfiable";
      total += end - start;
    } else if (start === 0n) {
      return "none";
    }
    if (text[index++] !== ",") break;
  }
  if (ranges.length === 0) return "unsatisfiable";
  if (total > length) return "none";
  return ranges;
}

/** nginx numbers the boundaries of its multipart answers; so does this server. */
let boundaryCount = 0;

/**
 * Sends an opened file with status 200 the way nginx's static module does: ETag, Last-Modified, the conditional
 * requests (412 for a failed If-Match / If-Unmodified-Since, 304 with the same headers as the 200 but the body's
 * own), and byte ranges (one → 206, several → multipart/byteranges, unsatisfiable → 416 naming the size),
 * which nginx does not apply to a gzip copy.
 */
function sendFile(req, res, { fd, stats }, name, encoding) {
  const headers = req.headers;
  const etag = etagOf(stats);
  const modified = Math.floor(stats.mtimeMs / 1000);
  const type = contentTypeFor(name);
  const done = (status, extra = {}) => {
    closeSync(fd);
    res.writeHead(status, { "Content-Length": 0, ...extra });
    res.end();
  };
  if (
    headers["if-unmodified-since"] !== undefined &&
    !(parseHttpDate(headers["if-unmodified-since"]) >= modified)
  )
    return done(412);
  if (headers["if-match"] !== undefined && !matchesEtag(headers["if-match"], etag, false)) return done(412);
  const validators = { "Last-Modified": new Date(modified * 1000).toUTCString(), ETag: etag };
  if (headers["if-modified-since"] !== undefined || headers["if-none-match"] !== undefined) {
    const changed =
      (headers["if-modified-since"] !== undefined &&
        parseHttpDate(headers["if-modified-since"]) !== modified) ||
      (headers["if-none-match"] !== undefined && !matchesEtag(headers["if-none-match"], etag, true));
    if (!changed) {
      closeSync(fd);
      res.writeHead(304, validators);
      return res.end();
    }
  }
  const entity = {
    ...validators,
    "Content-Type": type,
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  };
  let ranges = encoding ? "none" : parseRange(headers.range, stats.size);
  const ifRange = headers["if-range"];
  if (Array.isArray(ranges) || ranges === "unsatisfiable") {
    if (
      ifRange !== undefined &&
      (ifRange.endsWith('"') ? ifRange !== etag : parseHttpDate(ifRange) !== modified)
    )
      ranges = "none";
  }
  if (ranges === "unsatisfiable") return done(416, { "Content-Range": `bytes */${stats.size}` });
  const head = req.method === "HEAD";
  if (ranges === "none" || ranges.length === 1) {
    const [start, end] = ranges === "none" ? [0, stats.size] : ranges[0];
    res.writeHead(ranges === "none" ? 200 : 206, {
      ...entity,
      "Content-Length": end - start,
      ...(ranges === "none"
        ? encoding
          ? {}
          : { "Accept-Ranges": "bytes" }
        : { "Content-Range": `bytes ${start}-${end - 1}/${stats.size}` }),
    });
    if (head || end === start) {
      closeSync(fd);
      return res.end();
    }
    const stream = createReadStream(null, { fd, start, end: end - 1 });
    stream.on("error", () => res.destroy());
    return stream.pipe(res);
  }
  const boundary = String(++boundaryCount).padStart(20, "0");
  const parts = ranges.map(([start, end]) => {
    const body = Buffer.alloc(end - start);
    readSync(fd, body, 0, body.length, start);
    const part = `\r\n--${boundary}\r\nContent-Type: ${type}\r\nContent-Range: bytes ${start}-${end - 1}/${stats.size}\r\n\r\n`;
    return Buffer.concat([Buffer.from(part, "latin1"), body]);
  });
  closeSync(fd);
  const body = Buffer.concat([...parts, Buffer.from(`\r\n--${boundary}--\r\n`, "latin1")]);
  res.writeHead(206, {
    ...validators,
    "Content-Type": `multipart/byteranges; boundary=${boundary}`,
    "Content-Length": body.length,
  });
  res.end(head ? undefined : body);
}

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not with q=0), as nginx's gzip_static asks. */
const acceptsGzip = (req) =>
  /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+\s*)?(,|$)/i.test(req.headers["accept-encoding"] ?? "");

/**
 * The request handler: the build's plain files (openPlainFile, sendFile), with nginx's statuses around it
 * (deploy/nginx.conf, in its order): 414 for a request line over 8 KB, 400 for a target nginx cannot read, 405 for
 * a method other than GET and HEAD, 400 for an encoded slash, backslash or `..` in the path, 404 for an empty path
 * segment (never a redirect to `//host`), then its locations. The query string is never read as the path.
 */
export function createSiteHandler(root = CLIENT_DIR) {
  // The site's 404 page and the folders' own (an unknown article's), read once, and only as plain files.
  const notFoundPages = new Map();
  const readNotFoundPage = (page) => {
    if (!notFoundPages.has(page)) {
      const file = openPlainFile(root, page);
      if (!file) throw new Error(`${page} is missing from ${root} or is a symbolic link`);
      const gzip = openPlainFile(root, `${page}.gz`);
      if (gzip) closeSync(gzip.fd);
      try {
        notFoundPages.set(page, {
          body: readFileSync(file.fd),
          // nginx's error_page answer keeps the page's ETag (not its Last-Modified) and gzip_static's Vary.
          headers: { ETag: etagOf(file.stats), ...(gzip ? { Vary: "Accept-Encoding" } : {}) },
        });
      } finally {
        closeSync(file.fd);
      }
    }
    return notFoundPages.get(page);
  };
  /** Whether the decoded path (one character per byte) names a plain file of the build (nginx's `-f`). */
  const isFile = (path) => {
    const file = openPlainFile(root, path);
    if (file) closeSync(file.fd);
    return file !== undefined;
  };
  const notFound = (req, res, path = "/") => {
    const page = notFoundPageFor(path);
    const { body, headers } = readNotFoundPage(page);
    setHeaders(res, page);
    res.writeHead(404, {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  const redirect = (req, res, path, location) => answer(req, res, 301, path, { Location: location });
  /** nginx's `try_files`: the first of `paths` that is a plain file (its gzip copy when the client takes one), else 404. */
  const serve = (req, res, ...paths) => {
    for (const path of paths) {
      const file = openPlainFile(root, path);
      if (!file) continue;
      setHeaders(res, path);
      // gzip_static with gzip_vary: a file with a gzip copy varies with Accept-Encoding, whoever asks.
      const gzip = openPlainFile(root, `${path}.gz`);
      if (gzip) res.setHeader("Vary", "Accept-Encoding");
      if (gzip && acceptsGzip(req)) {
        closeSync(file.fd);
        return sendFile(req, res, gzip, path, "gzip");
      }
      if (gzip) closeSync(gzip.fd);
      return sendFile(req, res, file, path);
    }
    return notFound(req, res, paths[0]);
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
    if (/^\/(assets|images)\//.test(path)) return serve(req, res, path);
    if (path.startsWith("/admin/")) return serve(req, res, path, join(path, "index.html"));
    // The canonical form has no trailing slash: /courses/ redirects to /courses, with its query.
    const canonical = /^([^\n]+)\/$/.exec(path)?.[1];
    if (canonical !== undefined) return redirect(req, res, path, encodePath(canonical) + query);
    if (path === "/") return serve(req, res, "/index.html");
    // An unknown course, purchase or legal URL gets the specification's fallback page with 404 (notFoundPageFor).
    serve(req, res, path, `${path}.html`);
  };
}

/**
 * The symbolic links in the build folder, each as `name → target` (never followed): the build has none
 * (integrations/site.ts fails on one), so any is planted, and `npm start` serves none of them.
 */
export function findSymlinks(root = CLIENT_DIR) {
  const links = [];
  const walk = (folder) => {
    let entries = [];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isSymbolicLink()) {
        let target = "?";
        try {
          target = readlinkSync(path);
        } catch {
          // unreadable: named without its target
        }
        links.push(`${relative(root, path)} → ${target}`);
      } else if (entry.isDirectory()) walk(path);
    }
  };
  walk(resolve(root));
  return links;
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
      // Whatever a request does, the server keeps serving the next one, and says what went wrong in one line.
      console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
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
    options: {
      "no-build": { type: "boolean", default: false },
      cms: { type: "boolean", default: false },
      // Another build folder, served as it is (the tests serve theirs).
      client: { type: "string" },
    },
  });
  const client = values.client ?? CLIENT_DIR;
  const rebuilt = !values["no-build"] && !values.client && buildWhenNeeded();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  const server = createSiteServer(client);
  // A link in the build is planted (the build makes none): one line says so, and it is not served.
  const links = findSymlinks(client);
  if (links.length > 0)
    console.warn(
      `Not serving ${links.length} symbolic link${links.length === 1 ? "" : "s"} in ${client}: ${links.slice(0, 3).join(", ")}${links.length > 3 ? ", …" : ""}`,
    );
  server.on("error", (error) => {
    // A taken port is an everyday mistake: one line naming it and what to do, not Node's stack.
    if (error.code !== "EADDRINUSE" && error.code !== "EACCES") throw error;
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${port} on ${host} is already in use (another npm start?): stop that server, or start this one on another port with PORT=${port + 1} npm start`
        : `Port ${port} on ${host} needs rights this user lacks: start on a port above 1023, such as PORT=3000 npm start`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    // A build just made has listed its placeholders; an existing one's are repeated above the address.
    const notice = rebuilt || values.client ? "" : readPlaceholderNotice();
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
  // npm passes a signal that ends `npm start` to the shell it runs this under, which ends without passing it on:
  // once that parent is gone, stop too, or the port stays taken by an orphan.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 250).unref();
}
