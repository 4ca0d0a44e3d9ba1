// Before anything slow, so a missing tool is one message within seconds, not hundreds of failures ten minutes later.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

import { missingToolsMessage, testTools } from "./test-tools.mjs";

const missing = () => testTools().filter((tool) => !tool.path);

function distribution() {
  if (!existsSync("/etc/os-release")) return [];
  const fields = Object.fromEntries(
    readFileSync("/etc/os-release", "utf8")
      .split("\n")
      .map((line) => /^(\w+)=(.*)$/.exec(line))
      .filter(Boolean)
      .map(([, key, value]) => [key, value.replace(/^"|"$/g, "")]),
  );
  return `${fields.ID ?? ""} ${fields.ID_LIKE ?? ""}`.split(/\s+/).filter(Boolean);
}

function aptInstall(packages) {
  console.log(`preflight: installing ${packages.join(", ")} from the system's packages (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", ...packages],
  ]) {
    const run = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (run.status !== 0) return false;
  }
  return true;
}

const debianLike = () => distribution().some((id) => id === "debian" || id === "ubuntu");

let absent = missing();
const installable = absent.filter((tool) => tool.debian);
if (installable.length > 0 && process.platform === "linux" && process.getuid?.() === 0 && debianLike()) {
  aptInstall(installable.map((tool) => tool.debian));
  absent = missing();
}

if (absent.length > 0) {
  console.error(missingToolsMessage(absent, debianLike()));
  process.exit(1);
}
