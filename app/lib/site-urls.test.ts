import { describe, expect, test } from "vitest";
import routes from "~/routes";
import { listPrerenderPaths } from "./site-urls";

describe("listPrerenderPaths", () => {
  test("expands every route of the site into its URLs", () => {
    expect(listPrerenderPaths(routes)).toEqual([
      "/",
      "/courses",
      "/course/1",
      "/course/2",
      "/course/3",
      "/course/4",
      "/purchase/1",
      "/purchase/2",
      "/purchase/3",
      "/purchase/4",
      "/contact",
      "/legal/privacy",
      "/legal/terms",
      "/legal/cookies",
      "/legal/refund",
      "/about",
      "/mission",
      "/careers",
      "/blog",
      "/help",
      "/support",
    ]);
  });

  test("leaves out the catch-all 404 route", () => {
    expect(listPrerenderPaths([{ path: "*" }, { path: "about" }])).toEqual(["/about"]);
  });

  test("joins nested and index routes to their parent path", () => {
    const nested = [{ path: "docs", children: [{ index: true }, { path: "intro" }] }];
    expect(listPrerenderPaths(nested)).toEqual(["/docs", "/docs/intro"]);
  });

  test("a dynamic route without known values is an error, not a silently missing page", () => {
    expect(() => listPrerenderPaths([{ path: "team/:member" }])).toThrow(/\/team\/:member/);
  });
});
