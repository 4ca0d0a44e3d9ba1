import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { TEST_CLIENT } from "./servers";

const CLIENT_DIR = TEST_CLIENT;

export const PAGE_PATHS = [
  ...readFileSync(`${CLIENT_DIR}/sitemap.xml`, "utf8").matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g),
].map(([, path = "/"]) => path);

export const FILE_PATHS = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(xml|json|txt)$/.test(file) && !/^(admin|assets|images|\.well-known)\//.test(file))
  .map((file) => `/${file}`);

export const UNKNOWN_PATH = "/this-page-does-not-exist";

export function listHtmlFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(directory, file));
}

/**
 * The paths by their first segment, each section visited in one test and one page (a new page costs about as much
 * as a load); sections of one page share a test.
 */
export function groupBySection(paths: ReadonlyArray<string>): Array<[string, string[]]> {
  const sections = new Map<string, string[]>();
  for (const path of paths) {
    const section = `/${path.split("/")[1] ?? ""}`;
    sections.set(section, [...(sections.get(section) ?? []), path]);
  }
  const single = [...sections.values()].filter((group) => group.length === 1).flat();
  return [
    ...[...sections].filter(([, group]) => group.length > 1),
    ...(single.length > 0 ? [["the other pages", single] as [string, string[]]] : []),
  ];
}
