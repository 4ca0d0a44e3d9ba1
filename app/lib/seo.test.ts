import { expect, test } from "vitest";
import { site } from "virtual:site-config";

import { translator } from "../../model/ui-texts";
import { readFixtureTexts } from "../../scripts/content/test-content";
import { buildCanonicalUrl, buildHead as buildHeadIn, buildTitle, type Head } from "./seo";

const t = translator(readFixtureTexts());
const buildHead = (head: Head) => buildHeadIn(head, t);

test("titles carry the brand after the page name, or first on the home page", () => {
  expect(buildTitle("Careers")).toBe(`Careers | ${site.name}`);
  expect(buildTitle("Online courses", true)).toBe(`${site.name} | Online courses`);
});

test("canonical URLs are absolute and without a trailing slash", () => {
  expect(buildCanonicalUrl("/")).toBe(`${site.url}/`);
  expect(buildCanonicalUrl("/courses/")).toBe(`${site.url}/courses`);
});

test("a page's head has the title, description, canonical URL and share type", () => {
  expect(buildHead({ title: "About Us", description: "Who we are.", path: "/about" })).toMatchObject({
    title: `About Us | ${site.name}`,
    description: "Who we are.",
    share: { url: `${site.url}/about`, type: "website" },
  });
});

test("every page carries Organization, and inner pages a breadcrumb trail ending at themselves", () => {
  const types = (head: Head) => buildHead(head).jsonLd.map((data) => data["@type"]);
  expect(types({ title: "Home", description: "d", path: "/" })).toEqual(["Organization"]);
  expect(types({ title: "About Us", description: "d", path: "/about" })).toEqual([
    "Organization",
    "BreadcrumbList",
  ]);
});

test("a page without an image of its own shares the site's 1200×630 card", () => {
  expect(buildHead({ title: "About Us", description: "d", path: "/about" }).share?.image).toEqual({
    url: `${site.url}/images/share/site.png`,
    alt: `${site.name}: online business courses`,
    width: 1200,
    height: 630,
  });
});

test("a page's own image replaces the site's card", () => {
  const head = buildHead({
    title: "A course",
    description: "d",
    path: "/course/2",
    image: { path: "/images/share/course-2.png", alt: "A course: its card" },
  });
  expect(head.share?.image).toMatchObject({
    url: `${site.url}/images/share/course-2.png`,
    alt: "A course: its card",
  });
});

test("a not-found page has no canonical link or share tags, and is not indexed", () => {
  const head = buildHead({ title: "Page not found", description: "d", noindex: true });
  expect(head.share).toBeNull();
  expect(head.noindex).toBe(true);
  expect(head.jsonLd.map((data) => data["@type"])).toEqual(["Organization"]);
});

test("the breadcrumb's first step, the feed's title and the site card's text are in the page's language", () => {
  const head = buildHeadIn(
    { title: "Karriere", description: "d", path: "/careers", feed: true },
    translator(readFixtureTexts("de")),
  );
  const trail = head.jsonLd.find((data) => data["@type"] === "BreadcrumbList");
  expect(JSON.stringify(trail)).toContain('"name":"Startseite"');
  expect(head.feed?.title).toBe(`Blog von ${site.name}`);
  expect(head.share?.image.alt).toBe(`${site.name}: Online-Kurse für Unternehmer`);
  expect(buildHead({ title: "Blog", description: "d", path: "/blog", feed: true }).feed?.title).toBe(
    `${site.name} Blog`,
  );
});

test("a further language's page has its canonical URL, breadcrumbs and feed under its prefix", () => {
  const head = buildHeadIn(
    {
      title: "Kurs",
      description: "d",
      path: "/course/1",
      parent: { name: "Kurse", path: "/courses" },
      feed: true,
    },
    translator(readFixtureTexts("de")),
    "/de",
  );
  expect(head.share?.url).toBe(`${site.url}/de/course/1`);
  expect(head.feed?.href).toBe("/de/blog/rss.xml");
  const trail = JSON.stringify(head.jsonLd.find((data) => data["@type"] === "BreadcrumbList"));
  for (const path of ["/de", "/de/courses", "/de/course/1"]) expect(trail).toContain(`"${site.url}${path}"`);
});
