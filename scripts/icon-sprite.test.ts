import { readFileSync } from "node:fs";

import { expect, test } from "vitest";

import { buildIconSprite, ICONS_MODULE, listIconNames } from "./icon-sprite.ts";

test("the icon names are read from the createIcon calls, in order", () => {
  const source = [
    'export const Menu = createIcon("menu");',
    'export const X = /* @__PURE__ */ createIcon("x");',
    'export const ArrowLeft = createIcon("arrow-left", { mirrored: true });',
  ].join("\n");
  expect(listIconNames(source)).toEqual(["menu", "x", "arrow-left"]);
});

test("each icon becomes a symbol with Lucide's shapes and no React keys", async () => {
  const sprite = await buildIconSprite(["arrow-right"]);
  expect(sprite).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="arrow-right" viewBox="0 0 24 24">' +
      '<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol></svg>\n',
  );
});

test("an icon Lucide does not have fails the build with its name", async () => {
  await expect(buildIconSprite(["no-such-icon"])).rejects.toThrow('Lucide has no icon named "no-such-icon"');
});

test("every icon the site declares is drawn once in the sprite", async () => {
  const names = listIconNames(readFileSync(ICONS_MODULE, "utf8"));
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names).size).toBe(names.length);
  const sprite = await buildIconSprite(names);
  expect([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id)).toEqual(names);
});
