import { readFileSync } from "node:fs";

import { parse } from "smol-toml";
import { expect, test } from "vitest";

import { FALLBACK_PAGES, NOT_FOUND_FILES, NOT_FOUND_PAGES, notFoundPageFor } from "./fallbacks.mjs";

test("netlify.toml answers an unknown path in each fallback folder with that folder's page and status 404", () => {
  const { redirects } = parse(readFileSync(new URL("../netlify.toml", import.meta.url), "utf8"));
  const folders = [...Object.keys(FALLBACK_PAGES), ...Object.keys(NOT_FOUND_PAGES)];
  expect(redirects).toEqual(
    folders.map((folder) => ({ from: `/${folder}/*`, to: notFoundPageFor(`/${folder}/x`), status: 404 })),
  );
  for (const { to } of redirects as Array<{ to: string }>) expect(NOT_FOUND_FILES).toContain(to.slice(1));
});
