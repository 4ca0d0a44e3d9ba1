import { LinkChecker, LinkState } from "linkinator";

import { expect, test } from "../fixtures";
import { PAGE_PATHS } from "../site-paths";

test("no broken internal links or anchors", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? "";
  const checker = new LinkChecker();
  const result = await checker.check({
    path: PAGE_PATHS.map((path) => `${origin}${path}`),
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 10_000,
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? "?"} ${link.url} (on ${link.parent ?? "start"})`);
  expect(broken).toEqual([]);
  const checked = result.links.filter((link) => link.state === LinkState.OK).length;
  expect(checked).toBeGreaterThan(PAGE_PATHS.length);
});
