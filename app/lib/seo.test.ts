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

test("every page carries Organization, and inner pages a breadcrumb trail ending at themselves", () => {
  const types = (meta: ReturnType<typeof pageMeta>) =>
    meta.flatMap((entry) => {
      const data = "script:ld+json" in entry ? entry["script:ld+json"] : null;
      return data && typeof data === "object" ? [data["@type"]] : [];
    });
  expect(types(pageMeta({ title: "Home", description: "d", path: "/" }))).toEqual(["Organization"]);
  const about = pageMeta({ title: "About Us", description: "d", path: "/about" });
  expect(types(about)).toEqual(["Organization", "BreadcrumbList"]);
});

test("a page without an image of its own shares the site's 1200×630 card", () => {
  expect(pageMeta({ title: "About Us", description: "d", path: "/about" })).toEqual(
    expect.arrayContaining([
      { property: "og:image", content: `${site.url}/images/share/site.png` },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: `${site.url}/images/share/site.png` },
    ]),
  );
});

test("a page's own image replaces the site's card in every share tag", () => {
  const meta = pageMeta({
    title: "A course",
    description: "d",
    path: "/course/2",
    image: { path: "/images/share/course-2.png", alt: "A course: its card" },
  });
  expect(meta).toEqual(
    expect.arrayContaining([
      { property: "og:image", content: `${site.url}/images/share/course-2.png` },
      { property: "og:image:alt", content: "A course: its card" },
      { name: "twitter:image", content: `${site.url}/images/share/course-2.png` },
      { name: "twitter:image:alt", content: "A course: its card" },
    ]),
  );
});
