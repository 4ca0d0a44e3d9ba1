import type { APIRoute } from "astro";

import { loadContentOnce } from "../../../scripts/content/load.ts";
import { readBuildEnv } from "../../../scripts/content/settings.ts";
import { drawLogoPng } from "../../../scripts/share-images.ts";

// The Organization logo of the structured data (LOGO_PATH), drawn at build from content/brand.yml's logo: a new
// logo reaches search results with no file to replace (issue 41).
export const GET: APIRoute = () =>
  new Response(new Uint8Array(drawLogoPng(loadContentOnce(readBuildEnv()).content.brand.logoSvg)), {
    headers: { "Content-Type": "image/png" },
  });
