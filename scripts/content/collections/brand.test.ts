import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { wcagContrast } from "culori";
import { afterEach, beforeEach, describe, expect, test } from "vitest";

import { contrastProblems, derivePalette, paletteStylesheet, recolourMap } from "../brand-palette.ts";
import { ContentImages } from "../images.ts";
import { contentRoot, loadContent } from "../load.ts";
import { ContentCopy } from "../test-content.ts";

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

describe("the derived palette", () => {
  test("keeps the owner's colour as brand-700 and reads in both themes for the shipped brand", () => {
    const { brand } = loadContent(copy.root, {});
    const palette = derivePalette(brand.colors);
    expect(palette.light["brand-700"]).toBe(brand.colors.brand);
    expect(contrastProblems(palette)).toEqual([]);
    // In the dark theme the link colour is light on the dark ground, and button text dark on it.
    expect(wcagContrast(palette.dark["brand-700"] ?? "", palette.dark.white ?? "")).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(palette.dark.white ?? "", palette.dark["brand-700"] ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  test.each(["#1d4ed8", "#7c2d12", "#4c1d95", "#14532d", "#9f1239"])(
    "gives a dark, saturated brand colour (%s) a scale that passes",
    (colour) => {
      expect(contrastProblems(derivePalette({ brand: colour, accent: "#b45309" }))).toEqual([]);
    },
  );

  test("writes both themes' tokens, and the fixed panels' light values", () => {
    const css = paletteStylesheet(derivePalette({ brand: "#1d4ed8", accent: "#b45309" }));
    expect(css).toContain("--brand-700:#1d4ed8;");
    expect(css).toMatch(/@media \(prefers-color-scheme:dark\)\{:root\{[^}]*--brand-700:#[0-9a-f]{6};/);
    expect(css).toMatch(/\.palette-fixed\{[^}]*--brand-700:#1d4ed8;/);
  });
});

describe("content/brand.yml", () => {
  test("a brand colour too light for white text is refused, naming the setting, the pair and the line", () => {
    copy.editYaml("content/brand.yml", (data) => {
      data.colors = { brand: "#ffcc00", accent: "#b45309" };
    });
    const problems = copy.problems();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/brand\.yml, line \d+: colors\.brand: button text on the brand colour \(light theme, #ffffff on #ffcc00\) has a contrast of 1\.\d\d:1; WCAG AA needs 4\.5:1/,
      ),
    );
    expect(problems.every((problem) => problem.startsWith("content/brand.yml"))).toBe(true);
  });

  test("an accent that does not read on white is refused as the accent's problem", () => {
    copy.editYaml("content/brand.yml", (data) => {
      data.colors = { brand: "#0f6358", accent: "#fde047" };
    });
    expect(copy.problems()).toEqual([
      expect.stringMatching(/^content\/brand\.yml, line \d+: colors\.accent: the rating stars/),
    ]);
  });

  test("a colour that is not a hex colour, an unknown typeface and a logo that is not an SVG path", () => {
    copy.editYaml("content/brand.yml", (data) => {
      data.colors = { brand: "teal", accent: "#b45309" };
      data.headingFont = "Comic Sans";
      data.logo = "/images/brand/logo.png";
    });
    expect(copy.problems()).toEqual([
      'content/brand.yml, line 2: colors.brand: expected a colour written as "#" and six hex digits, such as "#2a5b8c", got "teal"',
      'content/brand.yml, line 4: logo: expected the address of an SVG file under public/images/, such as "/images/brand/your-logo.svg", got "/images/brand/logo.png"',
      'content/brand.yml, line 5: headingFont: expected one of "fraunces", "source-serif-4", "bricolage-grotesque", "manrope", "system", got "Comic Sans"',
    ]);
  });

  test("a logo file that is missing, a folder or not an SVG is refused with its line and what to do", () => {
    copy.editYaml("content/brand.yml", (data) => {
      data.logo = "/images/brand/new-logo.svg";
    });
    expect(copy.problems()).toEqual([
      expect.stringMatching(
        /^content\/brand\.yml, line 4: logo: there is no file public\/images\/brand\/new-logo\.svg: add it/,
      ),
    ]);
    mkdirSync(path.join(copy.root, "public/images/brand/new-logo.svg"));
    expect(copy.problems()).toEqual([
      "content/brand.yml, line 4: logo: public/images/brand/new-logo.svg is a folder, not a file: write the address of the logo's SVG file itself",
    ]);
    rmSync(path.join(copy.root, "public/images/brand/new-logo.svg"), { recursive: true });
    writeFileSync(path.join(copy.root, "public/images/brand/new-logo.svg"), "\u0089PNG\r\n\u001a\n\u0000");
    expect(copy.problems()).toEqual([
      "content/brand.yml, line 4: logo: public/images/brand/new-logo.svg, line 2, is not a well-formed SVG file (disallowed character): export the logo from a drawing program as SVG",
      "public/images/brand/new-logo.svg, line 2: is not a well-formed SVG file (disallowed character): export it again as an SVG drawing (or delete it)",
    ]);
  });

  test("a logo that carries a script is published and drawn as its inert copy", () => {
    copy.editYaml("content/brand.yml", (data) => {
      data.logo = "/images/brand/new-logo.svg";
    });
    writeFileSync(
      path.join(copy.root, "public/images/brand/new-logo.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="32" height="32"/></svg>',
    );
    const { brand, warnings } = loadContent(copy.root, {});
    expect(brand.logoSvg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="32" height="32"/></svg>\n',
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(/^public\/images\/brand\/new-logo\.svg, line 1: the event handler onload on <svg> is left out/),
    );
  });
});

describe("the site's own drawings", () => {
  // On the template's brand only: an owner's brand recolours them (the next test).
  const templateBrand = recolourMap(loadContent(contentRoot(), {}).brand).size === 0;
  test.runIf(templateBrand)("are served as they are while the brand is the template's", () => {
    const { courses, blog } = loadContent(copy.root, {});
    const drawings = [...courses.map((course) => course.cover.src), ...blog.map((post) => post.image.src)];
    expect(drawings.filter((src) => src.endsWith(".svg") && !src.startsWith("/images/"))).toEqual([]);
  });

  test("take the brand's colours after a rebrand: a copy in the brand's colours, the template's teal gone", async () => {
    copy.editYaml("content/brand.yml", (data) => {
      data.colors = { brand: "#1d4ed8", accent: "#9a3412" };
    });
    const images = new ContentImages(copy.root);
    const { courses, brand } = loadContent(copy.root, {}, images);
    const [course] = courses;
    expect(course?.cover.src).toMatch(/^\/assets\/images\/[\w-]+\.[0-9a-f]{10}\.svg$/);
    const variant = images.variants.get(course?.cover.src.slice(1) ?? "");
    if (!variant) throw new Error("no recoloured copy of the cover");
    const svg = variant.text;
    expect(svg).not.toMatch(/#0f6358|#137a6c|#afe4d8|#b45309/i);
    expect(svg.toLowerCase()).toMatch(new RegExp(Object.values(brand.light).filter((value) => /^#/.test(value)).slice(0, 40).join("|")));
  });
});
