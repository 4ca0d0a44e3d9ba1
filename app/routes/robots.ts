import { buildRobotsTxt } from "~/lib/sitemap";

// A resource route prerendered into build/client/robots.txt.
export function loader() {
  return new Response(buildRobotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
