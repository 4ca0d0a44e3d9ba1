// The shipped nginx recipe with only ports and folders changed, so the tests check what owners run (decision 0008).
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
export const TEST_HOSTS = { site: "127.0.0.1", other: "localhost" };
const DEFAULT_BUILD = resolve(import.meta.dirname, "../build");

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

/** Fails loudly when deploy/nginx.conf no longer has `from`. */
function replaceAll(text, from, to) {
  if (!text.includes(from))
    throw new Error(`deploy/nginx.conf no longer contains "${from}": update ${import.meta.filename}`);
  return text.replaceAll(from, to);
}

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
 * Stage "http" starts without a certificate, as an owner's first start; addStage2() reloads as after certbot.
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
  // The tests plant links to prove nginx does not follow them.
  cpSync(join(build, "client"), join(prefix, "srv/client"), { recursive: true, verbatimSymlinks: true });
  // As the admin installs them: from deploy/nginx-headers/, never from the build.
  cpSync(join(DEPLOY, "nginx-headers"), join(prefix, "nginx-headers"), { recursive: true });
  mkdirSync(join(prefix, "acme/.well-known/acme-challenge"), { recursive: true });
  // Started by root, nginx runs as `nobody` and could not read a private checkout.
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
    async addStage2() {
      await writeCertificate();
      writeConfig("https");
      server.kill("SIGHUP");
      await listening([port, tlsPort]);
    },
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
      cleanUp();
    },
    exited,
  };
}

/** Links are skipped: chmod follows them, and as root would change whatever they name (`/etc`). */
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
