import { expect, test } from "vitest";
import { site } from "virtual:site-config";

import { buildRobotsTxt } from "./crawler-files";

test("robots.txt allows crawling but the content editor and points at the sitemap", () => {
  expect(buildRobotsTxt()).toBe(
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${site.url}/sitemap.xml\n`,
  );
});
