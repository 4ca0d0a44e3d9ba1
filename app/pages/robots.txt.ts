import { buildRobotsTxt } from "~/lib/crawler-files";

export function GET() {
  return new Response(buildRobotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
