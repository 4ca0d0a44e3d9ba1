import content from "virtual:content";

import { buildSitemap } from "~/lib/crawler-files";
import { SITE_ROUTES } from "~/lib/site-routes";
import { listDynamicSegments, listPagePaths } from "~/lib/site-urls";

export function GET() {
  return new Response(buildSitemap(listPagePaths(SITE_ROUTES, listDynamicSegments(content))), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
