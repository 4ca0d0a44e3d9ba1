// Runs Debian's nginx in the foreground with the shipped deploy/nginx.conf, on 127.0.0.1 ports, for the tests:
// - the HTTPS site server also listens on plain HTTP at `port` (the browser tests' base URL) and with TLS at
//   `tlsPort`, with a certificate from a throwaway local CA (trusted by nothing but the tests that read it);
// - the port-80 redirect server listens at `redirectPort`;
// - everything nginx reads is copied into its own world-readable temporary prefix (the build, the headers
//   snippet, the certificate, the ACME folder), so it works from any checkout, also a private one run as root,
//   where nginx drops to `nobody` first and could not read the checkout itself.
// `node scripts/nginx-test-server.mjs PORT [BUILD_DIR]` serves until stopped (Playwright's webServer; BUILD_DIR is
// build/ unless given, the form-endpoint tests serve build/endpoint); specs that need the TLS and redirect servers
// call startNginx() with ports of their own.
import { spawn } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { generate } from "selfsigned";

import { findNginx } from "./test-tools.mjs";

const NGINX = findNginx();
const CONFIG = resolve(import.meta.dirname, "../deploy/nginx.conf");
const DEFAULT_BUILD = resolve(import.meta.dirname, "../build");

/** `count` different ports nothing listens on now (the kernel's choice), for servers started right after. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolveServer, reject) => {
          const server = createServer();
          server.on("error", reject);
          server.listen(0, "127.0.0.1", () => resolveServer(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  return ports;
}

/** A CA and a certificate it signed for localhost and 127.0.0.1, valid for a day. */
export async function createLocalCertificate() {
  const notAfterDate = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const ca = await generate([{ name: "commonName", value: "Meridian test CA (throwaway)" }], {
    keyType: "ec",
    algorithm: "sha256",
    notAfterDate,
    extensions: [
      { name: "basicConstraints", cA: true, critical: true },
      { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const server = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    algorithm: "sha256",
    notAfterDate,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  return { caCert: ca.cert, cert: server.cert, key: server.private };
}

/** Replaces `from` in `text`, failing loudly when deploy/nginx.conf no longer has it. */
function replaceAll(text, from, to) {
  if (!text.includes(from))
    throw new Error(`deploy/nginx.conf no longer contains "${from}": update ${import.meta.filename}`);
  return text.replaceAll(from, to);
}

/** deploy/nginx.conf with its ports and paths moved into the test prefix. */
export function testSiteConfig(conf, { port, tlsPort, redirectPort, prefix }) {
  let site = conf.replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, "");
  site = replaceAll(site, "listen 80;", `listen 127.0.0.1:${redirectPort};`);
  site = replaceAll(
    site,
    "listen 443 ssl http2;",
    `listen 127.0.0.1:${port};\n    listen 127.0.0.1:${tlsPort} ssl http2;`,
  );
  site = replaceAll(site, "/etc/letsencrypt/live/www.example.com/", `${prefix}/tls/`);
  site = replaceAll(site, "/var/www/acme", `${prefix}/acme`);
  return replaceAll(site, "/srv/meridian/", `${prefix}/srv/`);
}

function waitForPort(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveReady, reject) => {
    const attempt = () => {
      const socket = createConnection({ host: "127.0.0.1", port });
      socket.once("connect", () => {
        socket.destroy();
        resolveReady();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on port ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx with deploy/nginx.conf on the given 127.0.0.1 ports and resolves once all three listen.
 * Returns the prefix (its `acme/` folder is the ACME webroot), the CA certificate, and stop(), which ends nginx
 * and removes the prefix.
 * @param {{ port: number, tlsPort: number, redirectPort: number, build?: string, stdio?: import("node:child_process").StdioOptions }} options
 */
export async function startNginx({ port, tlsPort, redirectPort, build = DEFAULT_BUILD, stdio = "inherit" }) {
  if (!NGINX) throw new Error("nginx is not installed: apt-get install nginx (Debian), or run .ci/run");
  if (!existsSync(join(build, "client/index.html"))) throw new Error("No build: run `npm run build` first");

  const prefix = mkdtempSync(join(tmpdir(), "meridian-nginx-"));
  chmodSync(prefix, 0o755);
  cpSync(join(build, "client"), join(prefix, "srv/client"), { recursive: true });
  cpSync(join(build, "nginx"), join(prefix, "srv/nginx"), { recursive: true });
  mkdirSync(join(prefix, "acme/.well-known/acme-challenge"), { recursive: true });
  mkdirSync(join(prefix, "tls"));
  const certificate = await createLocalCertificate();
  writeFileSync(join(prefix, "tls/fullchain.pem"), certificate.cert);
  writeFileSync(join(prefix, "tls/privkey.pem"), certificate.key);
  // nginx, as `nobody` when started by root, writes its pid, logs and temporary files here.
  makeReadable(prefix);
  mkdirSync(join(prefix, "run"));
  chmodSync(join(prefix, "run"), 0o777);

  const site = testSiteConfig(readFileSync(CONFIG, "utf8"), { port, tlsPort, redirectPort, prefix });
  const run = join(prefix, "run");
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes 1;
pid ${run}/nginx.pid;
error_log ${run}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${run}/access.log;
  client_body_temp_path ${run}/client_body;
  proxy_temp_path ${run}/proxy;
  fastcgi_temp_path ${run}/fastcgi;
  uwsgi_temp_path ${run}/uwsgi;
  scgi_temp_path ${run}/scgi;
${site}
}
`,
  );

  const args = ["-e", "stderr", "-p", run, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"];
  const asRoot = process.getuid?.() === 0;
  const server = asRoot
    ? spawn("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", NGINX, ...args], { stdio })
    : spawn(NGINX, args, { stdio });
  const exited = new Promise((resolveExit) => server.once("exit", resolveExit));
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
  exited.then(cleanUp);

  try {
    await Promise.race([
      Promise.all([port, tlsPort, redirectPort].map((listening) => waitForPort(listening))),
      exited.then((code) => Promise.reject(new Error(`nginx exited with ${code} before it listened`))),
    ]);
  } catch (error) {
    server.kill("SIGTERM");
    await exited;
    throw error;
  }

  return {
    prefix,
    caCert: certificate.caCert,
    /** Stops nginx (a fast shutdown) and removes its prefix. */
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
      cleanUp();
    },
    exited,
  };
}

/** chmod a+rX over the tree: the copies keep the checkout's modes, which may be private. */
function makeReadable(path) {
  for (const entry of readdirRecursive(path)) chmodSync(entry.path, entry.directory ? 0o755 : 0o644);
}

function readdirRecursive(path) {
  return [
    { path, directory: true },
    ...readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
      const child = join(path, entry.name);
      return entry.isDirectory() ? readdirRecursive(child) : [{ path: child, directory: false }];
    }),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? 4180);
  const [tlsPort, redirectPort] = await freePorts(2);
  const build = process.argv[3] ? resolve(process.argv[3]) : DEFAULT_BUILD;
  const nginx = await startNginx({ port, tlsPort, redirectPort, build });
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => nginx.stop().then(() => process.exit(0)));
  const code = await nginx.exited;
  process.exit(typeof code === "number" ? code : 0);
}
