import { buildRobotsTxt } from "~/lib/crawler-files";

// A resource route prerendered into build/client/robots.txt.
export function loader() {
  return new Response(buildRobotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
