// `npm start`: builds the site when the build is missing or older than its sources, then serves the
// prerendered output with sirv on http://localhost:3000 (PORT and HOST override).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const OUTPUT = "build/client/index.html";
const SOURCES = ["app", "public", "scripts", "package-lock.json", "react-router.config.ts", "vite.config.ts"];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
if (Math.max(...SOURCES.map(newestChange)) > built) {
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const require = createRequire(import.meta.url);
const sirvPackage = require.resolve("sirv-cli/package.json");
const sirv = join(dirname(sirvPackage), require(sirvPackage).bin.sirv);
const port = process.env.PORT ?? "3000";
const host = process.env.HOST ?? "localhost";

console.log(`Serving the site on http://${host}:${port} (Ctrl+C to stop)`);
const server = spawn(
  process.execPath,
  [sirv, "build/client", "--port", port, "--host", host, "--single", "__spa-fallback.html"],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
