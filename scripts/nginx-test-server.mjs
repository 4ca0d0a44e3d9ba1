// Starts Debian's nginx in the foreground on 127.0.0.1 with deploy/nginx.conf, serving this checkout's build
// (or the build folder given after the port),
// with its own prefix, pid and log files in a temporary folder. Used by the browser tests; stops with them.
// As root it drops to the `nobody` user first, so the server never runs privileged.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";

const port = process.argv[2] ?? "4180";
// Which build to serve: build/ by default; the browser tests also serve a second one (build/endpoint).
const buildDir = resolve(process.argv[3] ?? "build");
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
if (!nginx) {
  console.error("nginx is not installed: apt-get install nginx (Debian), or run .ci/run");
  process.exit(1);
}

const prefix = mkdtempSync(resolve(tmpdir(), "meridian-nginx-"));
chmodSync(prefix, 0o777);
const site = readFileSync("deploy/nginx.conf", "utf8")
  .replace("listen 80;", `listen 127.0.0.1:${port};`)
  .replaceAll("/srv/meridian/client", resolve(buildDir, "client"))
  .replaceAll("/srv/meridian/nginx", resolve(buildDir, "nginx"));

writeFileSync(
  resolve(prefix, "nginx.conf"),
  `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${site}
}
`,
);

const args = ["-e", "stderr", "-p", prefix, "-c", resolve(prefix, "nginx.conf"), "-g", "daemon off;"];
const command = process.getuid?.() === 0 ? "setpriv" : nginx;
const commandArgs =
  command === "setpriv" ? ["--reuid=65534", "--regid=65534", "--clear-groups", nginx, ...args] : args;
const server = spawn(command, commandArgs, { stdio: "inherit" });

function stop() {
  server.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
