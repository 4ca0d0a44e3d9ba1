import brandFile from "virtual:content/brand";

import type { Brand } from "../../model/schemas/brand.ts";

/**
 * The visual identity (content/brand.yml): colours with their derived palette in both themes, the logo's address
 * and the headings' typeface. The palette reaches the pages as `virtual:content/brand.css`; components read the
 * logo and the theme colours from here. Static parts only: an island importing it would carry the palette.
 */
export const brand: Brand = brandFile;
