// One weight of the Latin subset each, so that a heading face costs one ~15–22 KB woff2 file.

export const HEADING_FONTS = {
  fraunces: { family: "Fraunces", package: "@fontsource/fraunces", weight: 600, fallback: "serif" },
  "source-serif-4": {
    family: "Source Serif 4",
    package: "@fontsource/source-serif-4",
    weight: 600,
    fallback: "serif",
  },
  "bricolage-grotesque": {
    family: "Bricolage Grotesque",
    package: "@fontsource/bricolage-grotesque",
    weight: 700,
    fallback: "sans-serif",
  },
  manrope: { family: "Manrope", package: "@fontsource/manrope", weight: 700, fallback: "sans-serif" },
  system: undefined,
} as const satisfies Record<
  string,
  { family: string; package: string; weight: number; fallback: "serif" | "sans-serif" } | undefined
>;

export type HeadingFont = keyof typeof HEADING_FONTS;

export const HEADING_FONT_NAMES = Object.keys(HEADING_FONTS) as [HeadingFont, ...HeadingFont[]];

export function headingFontFile(name: HeadingFont) {
  const font = HEADING_FONTS[name];
  if (!font) return undefined;
  const stem = font.package.replace("@fontsource/", "");
  return `${font.package}/files/${stem}-latin-${font.weight}-normal.woff2`;
}
