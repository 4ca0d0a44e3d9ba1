// The terminal gets errors only, so the summary of integrations/site.ts is what a build prints (decision 0045).
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";

export const BUILD_LOG = join(process.env.BUILD_DIRECTORY ?? "build", "build.log");
export const VERBOSE = Boolean(process.env.VERBOSE) && process.env.VERBOSE !== "0";

export function writeToBuildLog(text, { error = false, newLine = true } = {}) {
  const line = newLine && !text.endsWith("\n") ? `${text}\n` : text;
  mkdirSync(dirname(BUILD_LOG), { recursive: true });
  appendFileSync(BUILD_LOG, stripVTControlCharacters(line));
  if (VERBOSE || error) (error ? process.stderr : process.stdout).write(line);
}

export default function createBuildLog() {
  mkdirSync(dirname(BUILD_LOG), { recursive: true });
  writeFileSync(BUILD_LOG, "");
  return {
    write({ level, label, message, newLine }) {
      const prefix = label && label !== "SKIP_FORMAT" ? `[${label}] ` : "";
      writeToBuildLog(`${level === "error" || level === "warn" ? `${level}: ` : ""}${prefix}${message}`, {
        error: level === "error",
        newLine,
      });
    },
  };
}
