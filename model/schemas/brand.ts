import { z } from "zod";

import { HEADING_FONT_NAMES } from "../heading-fonts.ts";

// content/brand.yml: the visual identity, set once (issue 33). scripts/content/collections/brand.ts loads it,
// derives the palette and refuses colours that fail WCAG AA; the pages, favicon, share images and editor follow.

const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour written as "#" and six hex digits, such as "#2a5b8c"')
  .transform((value) => value.toLowerCase());

/** A file the site publishes from public/, named as its URL. */
const logoPath = z
  .string()
  .trim()
  .regex(
    /^\/images\/[\w./-]+\.svg$/,
    'expected the address of an SVG file under public/images/, such as "/images/brand/your-logo.svg"',
  )
  .refine((value) => !value.split("/").includes(".."), "expected a path inside public/images/");

export const brandSchema = z.strictObject({
  colors: z.strictObject({
    /** Buttons, links, the header mark's ground: white text must read on it, and it on white. */
    brand: hexColour,
    /** Star ratings and highlights; a warm contrast to the brand colour. */
    accent: hexColour,
  }),
  /** A square SVG: the header mark, the favicon and the share images' corner. */
  logo: logoPath,
  headingFont: z.enum(HEADING_FONT_NAMES),
});

export type BrandFile = z.output<typeof brandSchema>;

/** The brand as the pages use it: the file, and the logo's markup for the places that draw it inline. */
export type Brand = BrandFile & {
  /** The derived palette, light theme: the CSS tokens' values (`brand-700`, `ink-500`, `surface`, …). */
  light: Readonly<Record<string, string>>;
  /** The same tokens in the dark theme. */
  dark: Readonly<Record<string, string>>;
  /** The logo file's SVG text, for the share images, which are drawn without a browser. */
  logoSvg: string;
};
