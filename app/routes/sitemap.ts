import content from "virtual:content";

import { buildSitemap } from "~/lib/crawler-files";
import { listDynamicSegments, listPagePaths } from "~/lib/site-urls";
import routes from "~/routes";

// A resource route prerendered into build/client/sitemap.xml, from the same route list as the prerender.
export function loader() {
  return new Response(buildSitemap(listPagePaths(routes, listDynamicSegments(content))), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
