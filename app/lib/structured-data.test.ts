import { describe, expect, test } from "vitest";
import { site } from "virtual:site-config";

import { loadContentOnce } from "../../scripts/content/load";
import { findCourse } from "./find-course";
import { FIXTURE_JOB } from "./job-fixture";
import { buildJobPostingJsonLd } from "./job-posting";
import {
  buildBlogPostingJsonLd,
  buildCourseJsonLd,
  buildCourseListJsonLd,
  buildFaqPageJsonLd,
} from "./page-structured-data";
import {
  buildBreadcrumbJsonLd,
  buildOrganizationJsonLd,
  type JsonLdPage,
  jsonLdPage,
  serializeJsonLd,
} from "./structured-data";

const { content } = loadContentOnce();
const articles = content.blog;
const courses = content.courses;
const HELP_FAQS = content.help.faqs;

test("the organization comes from the site configuration", () => {
  expect(buildOrganizationJsonLd()).toMatchObject({
    "@type": "Organization",
    name: site.name,
    url: `${site.url}/`,
    email: site.email,
    telephone: site.phone,
    logo: `${site.url}/images/logo.png`,
  });
});

test("breadcrumbs number their items from 1 with absolute URLs", () => {
  expect(
    buildBreadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Courses", path: "/courses" },
    ]).itemListElement,
  ).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
    { "@type": "ListItem", position: 2, name: "Courses", item: `${site.url}/courses` },
  ]);
});

test("a course has Google's required properties, from the course content", () => {
  const course = findCourse(courses, "2");
  expect(buildCourseJsonLd(course)).toMatchObject({
    "@type": "Course",
    name: course.title,
    description: course.description,
    provider: { "@type": "Organization", name: site.name },
    offers: [
      {
        "@type": "Offer",
        category: "Paid",
        price: String(course.priceAmount),
        priceCurrency: site.currency,
      },
    ],
    hasCourseInstance: [
      {
        "@type": "CourseInstance",
        courseMode: "Online",
        courseSchedule: { repeatFrequency: "Weekly", repeatCount: Number.parseInt(course.duration, 10) },
      },
    ],
  });
});

test("the course list points at each detail page in catalogue order", () => {
  expect(buildCourseListJsonLd(courses).itemListElement).toEqual(
    courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${site.url}/course/${course.id}`,
    })),
  );
});

test("a remote job is a TELECOMMUTE posting with the applicants' country", () => {
  const remote = FIXTURE_JOB;
  expect(buildJobPostingJsonLd(remote)).toMatchObject({
    "@type": "JobPosting",
    title: remote.title,
    datePosted: remote.datePosted,
    employmentType: "PART_TIME",
    hiringOrganization: { "@type": "Organization", name: site.name },
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: { "@type": "Country", name: "United States" },
  });
});

test("an on-site job has a postal job location, its compiled description and its lists escaped as HTML", () => {
  const posting = buildJobPostingJsonLd({
    ...FIXTURE_JOB,
    location: "Austin",
    workplace: { kind: "onsite", locality: "Austin", region: "TX", country: "US" },
    requirements: ["Design <b>& build</b>"],
  });
  expect(posting.jobLocation).toEqual({
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: "Austin",
      addressRegion: "TX",
      addressCountry: "US",
    },
  });
  expect(posting.description).toBe(
    "<p>Keep the <em>books</em> of the academy.</p><p>Design &lt;b&gt;&amp; build&lt;/b&gt;</p><p>Flexible hours</p><p>Free courses</p>",
  );
  expect(posting.validThrough).toBe(`${FIXTURE_JOB.validThrough}T23:59:59Z`);
});

test("an article is a BlogPosting with its author and dates", () => {
  const article = articles[0];
  if (!article) throw new Error("the blog has no articles");
  expect(buildBlogPostingJsonLd(article)).toMatchObject({
    "@type": "BlogPosting",
    headline: article.title,
    datePublished: article.date,
    author: [{ "@type": "Person", name: article.author }],
    image: [`${site.url}${article.image.src}`],
    publisher: { "@type": "Organization", name: site.name },
  });
});

test("the help FAQ is an FAQPage of questions with accepted answers", () => {
  const data = buildFaqPageJsonLd(HELP_FAQS);
  expect(data.mainEntity).toHaveLength(HELP_FAQS.length);
  expect(data.mainEntity).toContainEqual({
    "@type": "Question",
    name: HELP_FAQS[0]?.question,
    acceptedAnswer: { "@type": "Answer", text: HELP_FAQS[0]?.answer },
  });
});

test("directApply is true only when the application form posts to a form service", () => {
  const job = FIXTURE_JOB;
  expect(site.formEndpoint).toBeNull();
  expect(buildJobPostingJsonLd(job).directApply).toBe(false);
  site.formEndpoint = "https://forms.example.net/f/meridian";
  try {
    expect(buildJobPostingJsonLd(job).directApply).toBe(true);
  } finally {
    site.formEndpoint = null;
  }
});

describe("a page's language (decision 0066)", () => {
  const course = findCourse(courses, "2");
  const [article] = articles;
  if (!article) throw new Error("the blog has no articles");
  const everyKind = (page?: JsonLdPage) =>
    [
      buildCourseJsonLd(course, [], page),
      buildCourseListJsonLd(courses, page),
      buildBlogPostingJsonLd(article, page),
      buildFaqPageJsonLd(HELP_FAQS, page),
      buildJobPostingJsonLd(FIXTURE_JOB, page),
    ].map(serializeJsonLd);
  const GERMAN: JsonLdPage = { lang: "de", prefix: "/de", multilingual: true };

  test("on a one-language site the JSON-LD is what it was: the first language's addresses, the same text", () => {
    expect(site.languages).toHaveLength(1);
    const page = jsonLdPage({ lang: "en" });
    expect(page.multilingual).toBe(false);
    expect(everyKind(page)).toEqual(everyKind());
    expect(buildFaqPageJsonLd(HELP_FAQS, page)).not.toHaveProperty("inLanguage");
  });

  test("a site knows it has several languages from content/site.yml", () => {
    const languages = site.languages;
    site.languages = ["en", "de"];
    try {
      expect(jsonLdPage({ lang: "de", prefix: "/de" })).toEqual(GERMAN);
      // A German page whose main file has no translation shows the original's words (decision 0065).
      expect(jsonLdPage({ lang: "de", prefix: "/de", contentLang: "en" })).toEqual({ ...GERMAN, lang: "en" });
    } finally {
      site.languages = languages;
    }
  });

  test("a German site of one language says its Course is in German, no longer English", () => {
    const page = jsonLdPage({ lang: "de" });
    expect(page.multilingual).toBe(false);
    expect(buildCourseJsonLd(course, [], page)).toMatchObject({ inLanguage: "de" });
    expect(buildFaqPageJsonLd(HELP_FAQS, page)).not.toHaveProperty("inLanguage");
  });

  test("on a German page every address is the German page's and inLanguage is de", () => {
    expect(buildCourseJsonLd(course, [], GERMAN)).toMatchObject({
      "@id": `${site.url}/de/course/2#course`,
      url: `${site.url}/de/course/2`,
      inLanguage: "de",
      offers: [{ url: `${site.url}/de/purchase/2` }],
    });
    expect(buildCourseListJsonLd(courses, GERMAN).itemListElement).toEqual(
      courses.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: `${site.url}/de/course/${item.id}`,
      })),
    );
    const url = `${site.url}/de/blog/${article.slug}`;
    expect(buildBlogPostingJsonLd(article, GERMAN)).toMatchObject({
      url,
      mainEntityOfPage: { "@id": url },
      author: [{ url: `${site.url}/de/about` }],
      inLanguage: "de",
    });
    expect(buildFaqPageJsonLd(HELP_FAQS, GERMAN).inLanguage).toBe("de");
    expect(buildJobPostingJsonLd(FIXTURE_JOB, GERMAN).url).toBe(`${site.url}/de/careers#${FIXTURE_JOB.id}`);
  });

  test("on the first language's page of a site of several, its own addresses and its language", () => {
    const english: JsonLdPage = { lang: "en", multilingual: true };
    expect(buildCourseJsonLd(course, [], english)).toMatchObject({
      url: `${site.url}/course/2`,
      inLanguage: "en",
    });
    expect(buildFaqPageJsonLd(HELP_FAQS, english).inLanguage).toBe("en");
  });
});
