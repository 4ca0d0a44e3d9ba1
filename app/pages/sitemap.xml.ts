import { buildSitemap } from "~/lib/crawler-files";
import { SITE_ROUTES } from "~/lib/site-routes";
import { listDynamicSegments, listPagePaths } from "~/lib/site-urls";

import { readLoadedContent } from "../../scripts/content/content-cache";

export function GET() {
  const content = readLoadedContent();
  return new Response(buildSitemap(listPagePaths(SITE_ROUTES, listDynamicSegments(content)), content), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
