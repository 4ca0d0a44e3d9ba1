import { expect, test } from "vitest";
import { site } from "~/content/site";
import { buildCanonicalUrl, buildTitle, pageMeta } from "./seo";

test("titles carry the brand after the page name, or first on the home page", () => {
  expect(buildTitle("Careers")).toBe(`Careers | ${site.name}`);
  expect(buildTitle("Online courses", true)).toBe(`${site.name} | Online courses`);
});

test("canonical URLs are absolute and without a trailing slash", () => {
  expect(buildCanonicalUrl("/")).toBe(`${site.url}/`);
  expect(buildCanonicalUrl("/courses/")).toBe(`${site.url}/courses`);
});

test("page meta has the title, description, canonical link and Open Graph tags", () => {
  expect(pageMeta({ title: "About Us", description: "Who we are.", path: "/about" })).toEqual(
    expect.arrayContaining([
      { title: `About Us | ${site.name}` },
      { name: "description", content: "Who we are." },
      { tagName: "link", rel: "canonical", href: `${site.url}/about` },
      { property: "og:url", content: `${site.url}/about` },
    ]),
  );
});
