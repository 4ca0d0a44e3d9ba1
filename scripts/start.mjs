// `npm start`: builds when the build is stale, then serves it as production's nginx does (decisions 0015, 0016).
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
const PLACEHOLDERS_FILE = "build/placeholders.txt";
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
const NOT_PUBLISHED = /(\.gz|\/_headers|\/_redirects|\/404(\.html)?)$/;

export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function buildWhenNeeded() {
  const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
  if (Math.max(...SOURCES.map(newestChange)) <= built) return false;
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return true;
}

function readPlaceholderNotice() {
  return existsSync(PLACEHOLDERS_FILE) ? readFileSync(PLACEHOLDERS_FILE, "utf8").trim() : "";
}

function setHeaders(res, pathname) {
  for (const [name, value] of Object.entries(securityHeadersFor(pathname))) res.setHeader(name, value);
  res.setHeader("Cache-Control", cacheControlFor(pathname));
}

/** nginx reads request lines of up to 8 KB, CRLF included (`large_client_header_buffers 4 8k`), and answers 414. */
const MAX_REQUEST_LINE = 8192;

const HOST = /^(?:\[[\d.:a-f]+\]|(?!.*\.\.)[\da-z.-]*[\da-z-][\da-z.-]*)(?::\d*)?$/i;

/**
 * A request target read as nginx reads it (deploy/nginx.conf), or the status nginx refuses it with.
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

export function encodePath(path) {
  return path.replace(
    /[^\w\-.~!$&'()*+,;=:@/]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

function answer(req, res, status, pathname = "/", headers = {}) {
  setHeaders(res, pathname);
  res.writeHead(status, { "Content-Length": 0, ...headers });
  res.end();
}

const onDisk = (root, path) => Buffer.from(join(root, path), "latin1");

/** A regular file with no symbolic link below the root, as nginx's `disable_symlinks on from=$document_root`. */
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

export function contentTypeFor(path) {
  if (/\.ya?ml$/.test(path)) return "text/yaml";
  const type = lookup(path) ?? "application/octet-stream";
  return CHARSET_TYPES.test(type) ? `${type}; charset=utf-8` : type;
}

/** nginx's ETag: the modification time in seconds and the size, in hex, strong. */
const etagOf = (stats) => `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;

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
 * nginx's ngx_http_range_parse: ranges [start, end), the whole file ("none"), or 416 ("unsatisfiable").
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

/** As nginx's static module: ETag, conditional requests, byte ranges (never on a gzip copy). */
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

/** nginx's statuses in deploy/nginx.conf's order; the query string is never read as the path. */
export function createSiteHandler(root = CLIENT_DIR) {
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
  const isFile = (path) => {
    const file = openPlainFile(root, path);
    if (file) closeSync(file.fd);
    return file !== undefined;
  };
  const notFound = (req, res, path) => {
    const page = notFoundPageFor(path, isFile);
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
    if (path.includes("//") || NOT_PUBLISHED.test(path)) return notFound(req, res, path);
    if (path === "/index.html") return redirect(req, res, path, "/");
    // The editor is a folder: its page is /admin/, so that its relative addresses resolve inside it.
    if (path === "/admin" || path === "/admin/index.html") return redirect(req, res, path, "/admin/");
    // A file name is not its URL: /courses.html redirects to /courses (decision 0015).
    const page = /^(\/(?!admin\/).+?)(\/index)?\.html$/.exec(path)?.[1];
    if (page !== undefined)
      return isFile(path) ? redirect(req, res, path, encodePath(page)) : notFound(req, res, path);
    if (/^\/(assets|images)\//.test(path)) return serve(req, res, path);
    if (path.startsWith("/admin/")) return serve(req, res, path, join(path, "index.html"));
    const canonical = /^([^\n]+)\/$/.exec(path)?.[1];
    if (canonical !== undefined) return redirect(req, res, path, encodePath(canonical) + query);
    if (path === "/") return serve(req, res, "/index.html");
    serve(req, res, path, `${path}.html`);
  };
}

/** The build makes no links (integrations/site.ts fails on one), so any is planted and none is served. */
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

/** The status nginx gives a request Node's parser refuses: 414, 405 for a method only Node lacks, else 400. */
export function statusOfRefusedRequest(code, rawPacket = Buffer.alloc(0)) {
  const head = rawPacket.toString("latin1");
  const lineEnd = head.indexOf("\r\n");
  if (code === "HPE_HEADER_OVERFLOW") return lineEnd < 0 || lineEnd + 2 > MAX_REQUEST_LINE ? 414 : 400;
  const [method = "", target = ""] = head.slice(0, lineEnd < 0 ? undefined : lineEnd).split(" ");
  if (code === "HPE_INVALID_METHOD" && /^[A-Z_-]+$/.test(method))
    return readRequestTarget(target).status || 405;
  return 400;
}

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
      client: { type: "string" },
    },
  });
  const client = values.client ?? CLIENT_DIR;
  const rebuilt = !values["no-build"] && !values.client && buildWhenNeeded();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "localhost";
  const server = createSiteServer(client);
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
  // npm's shell does not pass the signal on: stop once the parent is gone, or an orphan keeps the port.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 250).unref();
}
