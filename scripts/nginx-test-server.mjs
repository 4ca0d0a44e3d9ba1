// Runs Debian's nginx in the foreground with the shipped recipe (docs/deploy.md), on 127.0.0.1 ports, for the tests:
// deploy/nginx-settings.conf with the tests' host names (TEST_HOSTS, as an owner writes theirs), stage 1
// (deploy/nginx-http.conf) and, from the start or added later by a reload as the owner does, stage 2
// (deploy/nginx.conf); only ports and folders are changed:
// - the HTTPS site server also listens on plain HTTP at `port` (the browser tests' base URL) and with TLS at
//   `tlsPort`, with a certificate from a throwaway local CA (trusted by nothing but the tests that read it);
// - the port-80 server (stage 1) listens at `redirectPort`;
// - everything nginx reads is copied into its own world-readable temporary prefix (the build, the recipe's
//   headers snippets from deploy/nginx-headers/, the certificate, the ACME folder), so it works from any checkout, also a private one run as root,
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
const DEPLOY = resolve(import.meta.dirname, "../deploy");
const CONFIG_FILES = { settings: "nginx-settings.conf", http: "nginx-http.conf", https: "nginx.conf" };
/** The host names the tests give deploy/nginx-settings.conf: the site's address, and the name redirected to it. */
export const TEST_HOSTS = { site: "127.0.0.1", other: "localhost" };
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

/**
 * The recipe's files with the tests' host names, their ports and folders moved into the test prefix: stage 1
 * (the settings and the port-80 server) alone, or with stage 2 (the HTTPS site).
 */
export function testSiteConfig(files, { stage, port, tlsPort, redirectPort, prefix }) {
  const unbind = (text) => text.replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, "");
  let settings = replaceAll(files.settings, '"www.example.com"', `"${TEST_HOSTS.site}"`);
  settings = replaceAll(settings, '"example.com"', `"${TEST_HOSTS.other}"`);
  let http = replaceAll(
    unbind(files.http),
    "listen 80 default_server;",
    `listen 127.0.0.1:${redirectPort} default_server;`,
  );
  http = replaceAll(http, "/var/www/acme", `${prefix}/acme`);
  if (stage === "http") return `${settings}\n${http}`;
  let site = replaceAll(
    unbind(files.https),
    "listen 443 ssl http2 default_server;",
    `listen 127.0.0.1:${port} default_server;\n    listen 127.0.0.1:${tlsPort} ssl http2 default_server;`,
  );
  site = replaceAll(site, "/etc/letsencrypt/live/meridian/", `${prefix}/tls/`);
  site = replaceAll(site, "/srv/meridian/", `${prefix}/srv/`);
  site = replaceAll(site, "/etc/nginx/meridian/", `${prefix}/nginx-headers/`);
  return `${settings}\n${http}\n${site}`;
}

/** Resolves once something listens on 127.0.0.1:port, polling; rejects after timeoutMs. */
export function waitForPort(port, timeoutMs = 15_000) {
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
        if (Date.now() > deadline)
          reject(new Error(`nothing listened on port ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx with the recipe on the given 127.0.0.1 ports and resolves once its servers listen: stage "https"
 * (the default) with a certificate from a throwaway CA, or stage "http" with no certificate at all, as on an
 * owner's first start; addStage2() then writes the certificate and the HTTPS site and reloads nginx (SIGHUP), as
 * the owner does after certbot. Returns the prefix (its `acme/` folder is the ACME webroot), the CA certificate
 * (once there is one), and stop(), which ends nginx and removes the prefix.
 * @param {{ port: number, tlsPort: number, redirectPort: number, stage?: "http" | "https", build?: string, stdio?: import("node:child_process").StdioOptions }} options
 */
export async function startNginx({
  port,
  tlsPort,
  redirectPort,
  stage = "https",
  build = DEFAULT_BUILD,
  stdio = "inherit",
}) {
  if (!NGINX) throw new Error("nginx is not installed: apt-get install nginx (Debian), or run .ci/run");
  if (!existsSync(join(build, "client/index.html"))) throw new Error("No build: run `npm run build` first");

  const prefix = mkdtempSync(join(tmpdir(), "meridian-nginx-"));
  chmodSync(prefix, 0o755);
  // Links are copied as links (the tests plant some to prove nginx does not follow them).
  cpSync(join(build, "client"), join(prefix, "srv/client"), { recursive: true, verbatimSymlinks: true });
  // The recipe's header snippets, as the admin installs them from deploy/nginx-headers/ (never from the build).
  cpSync(join(DEPLOY, "nginx-headers"), join(prefix, "nginx-headers"), { recursive: true });
  mkdirSync(join(prefix, "acme/.well-known/acme-challenge"), { recursive: true });
  // nginx, as `nobody` when started by root, writes its pid, logs and temporary files here.
  makeReadable(prefix);
  mkdirSync(join(prefix, "run"));
  chmodSync(join(prefix, "run"), 0o777);

  const files = Object.fromEntries(
    Object.entries(CONFIG_FILES).map(([key, name]) => [key, readFileSync(join(DEPLOY, name), "utf8")]),
  );
  const run = join(prefix, "run");
  const writeConfig = (configStage) =>
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
${testSiteConfig(files, { stage: configStage, port, tlsPort, redirectPort, prefix })}
}
`,
    );
  let caCert = "";
  const writeCertificate = async () => {
    mkdirSync(join(prefix, "tls"));
    const certificate = await createLocalCertificate();
    writeFileSync(join(prefix, "tls/fullchain.pem"), certificate.cert);
    writeFileSync(join(prefix, "tls/privkey.pem"), certificate.key);
    makeReadable(join(prefix, "tls"));
    caCert = certificate.caCert;
  };
  if (stage === "https") await writeCertificate();
  writeConfig(stage);

  const args = ["-e", "stderr", "-p", run, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"];
  const asRoot = process.getuid?.() === 0;
  const server = asRoot
    ? spawn("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", NGINX, ...args], { stdio })
    : spawn(NGINX, args, { stdio });
  const exited = new Promise((resolveExit) => server.once("exit", resolveExit));
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
  exited.then(cleanUp);
  const listening = (ports) =>
    Promise.race([
      Promise.all(ports.map((each) => waitForPort(each))),
      exited.then((code) => Promise.reject(new Error(`nginx exited with ${code} before it listened`))),
    ]);

  try {
    await listening(stage === "https" ? [port, tlsPort, redirectPort] : [redirectPort]);
  } catch (error) {
    server.kill("SIGTERM");
    await exited;
    throw error;
  }

  return {
    prefix,
    get caCert() {
      return caCert;
    },
    /** Stage 2 on a running stage 1: the certificate, the HTTPS site, a reload. */
    async addStage2() {
      await writeCertificate();
      writeConfig("https");
      server.kill("SIGHUP");
      await listening([port, tlsPort]);
    },
    /** Stops nginx (a fast shutdown) and removes its prefix. */
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
      cleanUp();
    },
    exited,
  };
}

/**
 * chmod a+rX over the tree: the copies keep the checkout's modes, which may be private. A symbolic link is left
 * alone: chmod follows it, and as root it would change whatever the link names (`/etc`), or fail on a dangling one.
 */
function makeReadable(path) {
  for (const entry of readdirRecursive(path)) chmodSync(entry.path, entry.directory ? 0o755 : 0o644);
}

function readdirRecursive(path) {
  return [
    { path, directory: true },
    ...readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
      const child = join(path, entry.name);
      if (entry.isSymbolicLink()) return [];
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
