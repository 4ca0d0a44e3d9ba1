import { render, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";

import { formatCalendarDate } from "../model/dates";
import { translator } from "../model/ui-texts";
import { readFixtureTexts } from "../scripts/content/test-content";
import { createArticlePreview, createCoursePreview, type PreviewProps, registerPreviews } from "./preview";

const texts = readFixtureTexts();

function entryOf(data: Record<string, unknown>) {
  return { toJS: () => ({ data }) } as unknown as PreviewProps["entry"];
}

const placeholders = {
  "site.name": "Meridian Business Academy",
  "promises.replyTime": "24 hours",
  "course:e-export": "E-Export, Digital Marketing & Sales",
  "course:e-export.url": "/course/3",
};

describe("the blog post preview", () => {
  const ArticlePreview = createArticlePreview({ placeholders, lang: "en", texts });

  test("reads like the article page: category, title, excerpt, author, date, compiled text, tags", () => {
    render(
      <ArticlePreview
        entry={entryOf({
          title: "Pricing your first course",
          excerpt: "What {site.name} learned about prices.",
          date: "2026-11-20",
          category: "Business Setup",
          tags: ["pricing", "courses"],
          author: "Daniel Okafor",
          body: "## Start from the value\n\n- Count the hours\n- Compare rivals\n\nWe reply within {promises.replyTime}. [Refunds](/legal/refund).\n\n<script>alert(1)</script>",
        })}
        getAsset={() => undefined}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Pricing your first course");
    expect(screen.getByText("Business Setup")).toBeInTheDocument();
    expect(screen.getByText("What Meridian Business Academy learned about prices.")).toBeInTheDocument();
    expect(screen.getByText("Daniel Okafor")).toBeInTheDocument();
    expect(screen.getByText("November 20, 2026")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Start from the value" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toContain("Compare rivals");
    expect(screen.getByText(/We reply within 24 hours\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Refunds" })).toHaveAttribute("href", "/legal/refund");
    // The build's compiler escapes raw HTML: the preview shows it as text, as the page would.
    expect(screen.getByText("<script>alert(1)</script>")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  test("names a course by reference as the build does: its title, a link in brackets", () => {
    render(
      <ArticlePreview
        entry={entryOf({ title: "A post", body: "Our [{course:e-export}] course; {course:e-export} again." })}
        getAsset={() => undefined}
      />,
    );
    expect(screen.getByRole("link", { name: "E-Export, Digital Marketing & Sales" })).toHaveAttribute(
      "href",
      "/course/3",
    );
    expect(screen.getByText(/course; E-Export, Digital Marketing & Sales again\./)).toBeInTheDocument();
  });

  test("shows a picked image by the address the CMS gives it before it is saved", () => {
    const getAsset = vi.fn(() => ({
      url: "blob:http://localhost/1",
      path: "",
      field: undefined,
      fileObj: undefined,
    }));
    const { container } = render(
      <ArticlePreview
        entry={entryOf({ title: "A post", image: "/images/blog/a-post.jpg" })}
        getAsset={getAsset}
      />,
    );
    expect(getAsset).toHaveBeenCalledWith("/images/blog/a-post.jpg");
    expect(container.querySelector("img")).toHaveAttribute("src", "blob:http://localhost/1");
  });

  test("draws an empty new post without failing", () => {
    render(<ArticlePreview entry={entryOf({})} getAsset={() => undefined} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("");
  });
});

describe("the course preview", () => {
  test("reads like the course page: category, title, description, facts, price, features, curriculum, FAQ", () => {
    const CoursePreview = createCoursePreview({ placeholders, currency: "USD", lang: "en", texts });
    render(
      <CoursePreview
        entry={entryOf({
          id: 2,
          title: "Company Formation, Trade & Financial Management",
          category: "Business Setup",
          price: 250,
          duration: "6 weeks",
          level: "Intermediate",
          rating: 4.8,
          students: 0,
          features: ["One", "Two", "Three", "Four", "Five", "Six", "Seven"],
          curriculum: [{ title: "Choosing your structure", lectures: [{ title: "What really changes" }] }],
          requirements: ["A business idea"],
          audience: ["New founders"],
          faq: [{ question: "How soon do you reply?", answer: "Within {promises.replyTime}." }],
          body: "Register, trade and keep the books of a small company.",
        })}
        getAsset={() => undefined}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Company Formation, Trade & Financial Management",
    );
    expect(screen.getByText("Register, trade and keep the books of a small company.")).toBeInTheDocument();
    expect(screen.getByText("$250")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("6 weeks")).toBeInTheDocument();
    expect(screen.getByText("New")).toBeInTheDocument();
    expect(screen.getByText("Six")).toBeInTheDocument();
    expect(screen.queryByText("Seven")).not.toBeInTheDocument();
    expect(screen.getByText("Week 1: Choosing your structure")).toBeInTheDocument();
    expect(screen.getByText("What really changes")).toBeInTheDocument();
    expect(screen.getByText("Within 24 hours.")).toBeInTheDocument();
  });

  test("writes a price with cents only when it has them, in the site's currency", () => {
    const CoursePreview = createCoursePreview({ placeholders, currency: "EUR", lang: "en", texts });
    render(<CoursePreview entry={entryOf({ title: "A course", price: 250.5 })} getAsset={() => undefined} />);
    expect(screen.getByText("€250.50")).toBeInTheDocument();
  });
});

test("each preview is registered for its collection, when the collection exists", () => {
  const registerPreviewTemplate = vi.fn();
  const admin = {
    stylesheets: [],
    currency: "USD",
    lang: "en",
    texts,
    placeholders,
    previews: { article: "blog", course: null },
  };
  registerPreviews({ registerPreviewTemplate }, admin);
  expect(registerPreviewTemplate.mock.calls.map(([name]) => name)).toEqual(["blog"]);
});

describe("in the site's language", () => {
  const german = readFixtureTexts("de");
  const t = translator(german);

  test("the article preview names its category and tags as the German article page does", () => {
    const ArticlePreview = createArticlePreview({ placeholders, lang: "de", texts: german });
    render(
      <ArticlePreview
        entry={entryOf({
          title: "Ein Beitrag",
          category: "Learning Tips",
          date: "2026-11-20",
          tags: ["lernen"],
        })}
        getAsset={() => undefined}
      />,
    );
    expect(t("blog.categoryLearningTips")).not.toBe("Learning Tips");
    expect(screen.getByText(t("blog.categoryLearningTips"))).toBeInTheDocument();
    expect(screen.getByRole("list", { name: t("blog.tags") })).toBeInTheDocument();
    expect(screen.getByText(formatCalendarDate("2026-11-20", "de"))).toBeInTheDocument();
  });

  test("the course preview names its category, level and questions as the German course page does", () => {
    const CoursePreview = createCoursePreview({ placeholders, currency: "EUR", lang: "de", texts: german });
    render(
      <CoursePreview
        entry={entryOf({
          title: "Ein Kurs",
          category: "Business Setup",
          level: "Intermediate",
          faq: [{ question: "Wann antworten Sie?", answer: "Bald." }],
        })}
        getAsset={() => undefined}
      />,
    );
    expect(screen.getByText(t("course.categoryBusinessSetup"))).toBeInTheDocument();
    expect(screen.getByText(t("course.levelIntermediate"))).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: t("coursePage.faqTitle") })).toBeInTheDocument();
    expect(screen.queryByText("Business Setup")).not.toBeInTheDocument();
  });
});
