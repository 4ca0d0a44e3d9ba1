import { site } from "virtual:site-config";

import type { Article } from "../../model/schemas/blog";
import type { Course } from "../../model/schemas/courses";
import type { Faq } from "../../model/schemas/help";
import type { Review } from "../../model/schemas/reviews";
import { courseShareImagePath } from "../../model/share-images";
import {
  absoluteUrl,
  inLanguage,
  type JsonLd,
  type JsonLdPage,
  localUrl,
  LOGO_PATH,
  organizationReference,
} from "./structured-data";

// The schema.org types of single page kinds: Course and ItemList (catalogue), BlogPosting
// (articles) and FAQPage (help). The site-wide ones are in structured-data.ts. `page`: the page's language, whose
// addresses they name on a site of several languages (its own `inLanguage`); absent, the first language's.

function parseWeeks(duration: string) {
  return Number.parseInt(duration, 10);
}

/** The Course; `reviews` are the course's own (content/reviews/): the only source of its aggregateRating. */
export function buildCourseJsonLd(
  course: Course,
  reviews: ReadonlyArray<Review> = [],
  page?: JsonLdPage,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": localUrl(`/course/${course.id}#course`, page),
    name: course.title,
    description: course.description,
    url: localUrl(`/course/${course.id}`, page),
    provider: organizationReference(),
    ...inLanguage(page, "en"),
    educationalLevel: course.level,
    about: course.category,
    teaches: [...course.features],
    image: absoluteUrl(courseShareImagePath(course)),
    offers: [
      {
        "@type": "Offer",
        category: "Paid",
        // schema.org prices are numbers as text, the currency goes separately.
        price: String(course.priceAmount),
        priceCurrency: site.currency,
        ...(course.sale ? { priceValidUntil: course.sale.until } : {}),
        availability:
          course.enrolment === "waitlist" ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
        url: localUrl(`/purchase/${course.id}`, page),
      },
    ],
    hasCourseInstance: [
      {
        "@type": "CourseInstance",
        courseMode: "Online",
        ...(course.nextCohort ? { startDate: course.nextCohort.starts } : {}),
        courseSchedule: {
          "@type": "Schedule",
          repeatFrequency: "Weekly",
          repeatCount: parseWeeks(course.duration),
        },
      },
    ],
    ...(reviews.length > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: course.rating,
            reviewCount: reviews.length,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.name },
            datePublished: review.date,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            reviewBody: review.text,
          })),
        }
      : {}),
  };
}

/** The catalogue as a summary page pointing at each course's detail page (Google's course list). */
export function buildCourseListJsonLd(list: ReadonlyArray<Course>, page?: JsonLdPage): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: list.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: localUrl(`/course/${course.id}`, page),
    })),
  };
}

export function buildBlogPostingJsonLd(article: Article, page?: JsonLdPage): JsonLd {
  const url = localUrl(`/blog/${article.slug}`, page);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    image: [absoluteUrl(article.image.src)],
    datePublished: article.date,
    dateModified: article.date,
    author: [{ "@type": "Person", name: article.author, url: localUrl("/about", page) }],
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: absoluteUrl("/"),
      logo: absoluteUrl(LOGO_PATH),
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    articleSection: article.category,
    keywords: article.tags.join(", "),
    ...inLanguage(page, "en"),
  };
}

export function buildFaqPageJsonLd(faqs: ReadonlyArray<Faq>, page?: JsonLdPage): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    ...inLanguage(page),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
