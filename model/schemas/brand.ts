import { z } from "zod";

import { HEADING_FONT_NAMES } from "../heading-fonts.ts";

const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour written as "#" and six hex digits, such as "#2a5b8c"')
  .transform((value) => value.toLowerCase());

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
    accent: hexColour,
  }),
  /** A square SVG: the header mark, the favicon and the share images' corner. */
  logo: logoPath,
  headingFont: z.enum(HEADING_FONT_NAMES),
});

export type BrandFile = z.output<typeof brandSchema>;

export type Brand = BrandFile & {
  light: Readonly<Record<string, string>>;
  dark: Readonly<Record<string, string>>;
  /** The logo file's SVG text, for the share images, which are drawn without a browser. */
  logoSvg: string;
};
