import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { type Brand, brandSchema } from "../../../model/schemas/brand.ts";
import { contrastProblems, derivePalette } from "../brand-palette.ts";
import type { CollectionDescriptor } from "../collection.ts";
import type { ContentFiles } from "../files.ts";
import { makeSvgInert } from "../inert-svg.ts";

export const BRAND_FILE = "content/brand.yml";

export const brandCollection: CollectionDescriptor = {
  name: "brand",
  label: "Brand",
  description:
    "The visual identity: the brand and accent colours, the logo (an SVG file) and the headings' typeface. Every page, the favicon and the share images follow it.",
  files: { kind: "file", file: BRAND_FILE },
  schema: brandSchema,
};


/** The logo's inert copy (../inert-svg.ts), or "" after reporting why there is none. */
function readLogo(absolute: string, logoFile: string, problem: (message: string) => void) {
  if (!existsSync(absolute)) {
    problem(`there is no file ${logoFile}: add it, or name a file that exists`);
    return "";
  }
  if (statSync(absolute).isDirectory()) {
    problem(`${logoFile} is a folder, not a file: write the address of the logo's SVG file itself`);
    return "";
  }
  const inert = makeSvgInert(readFileSync(absolute, "utf8"));
  if ("svg" in inert) return inert.svg;
  problem(`${logoFile}, line ${inert.line}, ${inert.problem}: export the logo from a drawing program as SVG`);
  return "";
}

/** content/brand.yml, checked: the logo exists, and the colours read in both themes. */
export function loadBrand(files: ContentFiles): Brand | undefined {
  const file = files.problems.parse(brandSchema, files.readYaml(BRAND_FILE), BRAND_FILE);
  if (!file) return undefined;
  let ok = true;
  const logoFile = path.join("public", file.logo);
  const absolute = path.resolve(files.root, logoFile);
  const problem = (field: string, message: string) => {
    ok = false;
    const line = files.lineOfField(BRAND_FILE, field.split("."));
    files.problems.add({ file: BRAND_FILE, ...(line ? { line } : {}), field, message });
  };
  const logoSvg = readLogo(absolute, logoFile, (message) => problem("logo", message));
  const palette = derivePalette(file.colors);
  for (const { setting, message } of contrastProblems(palette)) problem(`colors.${setting}`, message);
  return ok ? { ...file, ...palette, logoSvg } : undefined;
}
