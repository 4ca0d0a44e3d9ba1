import { z } from "zod";

import { COURSE_CATEGORIES, COURSE_LEVELS, LECTURE_TYPES } from "../course-options.ts";
import type { Enrolment } from "../selling.ts";
import { isoDate, type Picture, picturePath, text, textList } from "./fields.ts";
import type { Instructor } from "./instructors.ts";
import type { Review } from "./reviews.ts";

// A course of content/courses/: the schema of its front matter and what the pages receive (scripts/content/collections/courses.ts loads it).

const hours = z.number().positive("expected a number of hours above 0");

const lectureSchema = z.strictObject({
  title: text,
  /** Expected study time: running time for a video, working time for the rest. */
  minutes: z.int().positive("expected a number of minutes above 0"),
  type: z.enum(LECTURE_TYPES),
});

/** One week of a course: week N is the Nth section, so a course has as many sections as weeks. */
const weekSchema = z.strictObject({
  title: text,
  lectures: z.array(lectureSchema).min(1, "expected at least one lecture"),
});

/** The front matter of content/courses/{slug}.md; the Markdown body is the course's description. */
export const courseSchema = z.strictObject({
  /** The course's number in its address (/course/2) and its place in the catalogue (by id). */
  id: z.int().min(1, "expected a whole number from 1"),
  title: text,
  /** The shorter title of the home page's cards. */
  shortTitle: text,
  category: z.enum(COURSE_CATEGORIES),
  /** In the currency of content/site.yml, without its symbol: 397. */
  price: z.number().positive("expected a price above 0"),
  /** A price for a while: quoted everywhere until the end of `until` (site's time zone), the regular one struck. */
  sale: z
    .strictObject({
      price: z.number().positive("expected a price above 0"),
      until: isoDate,
      /** Named beside the price: "Launch price". */
      label: text.optional(),
    })
    .optional(),
  /** Dated starts: the next one still taking enrolments shows; none open means a waitlist. */
  cohorts: z
    .array(z.strictObject({ starts: isoDate, /** Default: the start date. */ enrolBy: isoDate.optional() }))
    .min(1, "expected at least one cohort, or no cohorts line")
    .optional(),
  /** `waitlist`: no purchase, "Join the waitlist" instead. Default `open`. */
  enrolment: z.enum(["open", "waitlist"]).optional(),
  /** A free lesson in Markdown at /course/{id}/preview; Preview Course goes there. */
  preview: text.optional().meta({ widget: "markdown" }),
  duration: z.string().regex(/^\d+ weeks?$/, 'expected a number of weeks such as "8 weeks"'),
  level: z.enum(COURSE_LEVELS),
  /** Shown only while the course has no reviews (content/reviews/); without either, no stars at all. */
  rating: z
    .number()
    .min(0, "expected a rating from 0 to 5")
    .max(5, "expected a rating from 0 to 5")
    .optional(),
  /** 0 shows "New". */
  students: z.int().min(0, "expected 0 or more"),
  /** What the course gives: cards show the first 2, the course page the first 6. */
  features: textList,
  /** The name of one of the instructors in content/instructors.yml. */
  instructor: text,
  /** The study time a week that the course page states. */
  weeklyHours: z.strictObject({ min: hours, max: hours }),
  /** One entry per week of the duration. */
  curriculum: z.array(weekSchema).min(1, "expected at least one week"),
  requirements: textList,
  /** Who the course is for. */
  audience: textList,
  faq: z.array(z.strictObject({ question: text, answer: text })).min(1, "expected at least one question"),
  /**
   * No longer offered: the course keeps its address (/course/{id}, /purchase/{id}) with a page that says so and
   * points to the others, and is left out of every list, count and the sitemap.
   */
  retired: z.boolean().optional(),
  /** A hosted checkout page of the owner's payment provider: the purchase page offers "Pay now by card". */
  paymentLink: z
    .url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: "expected a web address starting with https://",
    })
    .optional(),
  /** The course's picture (16:9, such as 1200×675), a file in public/; default: the site's course illustration. */
  cover: picturePath("/images/courses/my-course.svg").optional(),
});

export type CourseFile = z.output<typeof courseSchema>;
/** A course as the catalogue, its cards and the purchase page show it. */
export type Course = Pick<
  CourseFile,
  "title" | "shortTitle" | "category" | "duration" | "level" | "students" | "features"
> & {
  /** The mean of the course's reviews, else its file's `rating`; none: no stars are shown. */
  rating?: number;
  /** How many reviews the rating is the mean of (0: the file's own rating, or none). */
  reviewCount: number;
  /** While a sale is on (model/selling.ts): `price` is the sale price, and this is what the pages strike. */
  sale?: { until: string; label?: string; regularPrice: string; regularPriceAmount: number };
  /** The next cohort still taking enrolments. */
  nextCohort?: { starts: string; enrolBy: string };
  /** `waitlist`: no purchase anywhere, a waitlist request instead. */
  enrolment: Enrolment;
  /** Whether it has a free lesson at /course/{id}/preview. */
  hasPreview: boolean;
  /** The file's id as the URL writes it: "2". */
  id: string;
  /** The Markdown body, one paragraph of plain text. */
  description: string;
  /** The price quoted now (the sale price while a sale is on), in the site's currency: "$397". */
  price: string;
  /** The price as a number, for structured data. */
  priceAmount: number;
  paymentLink?: string;
  /** The file's `cover`, or the site's course illustration when it names none. */
  cover: Picture;
};

export type Lecture = z.output<typeof lectureSchema>;
export type CurriculumSection = z.output<typeof weekSchema>;
export type CourseFaq = CourseFile["faq"][number];

/** What a course's own page adds to its card. */
export type CourseDetails = Pick<
  CourseFile,
  "weeklyHours" | "curriculum" | "requirements" | "audience" | "faq"
> & {
  instructor: Instructor;
  /** The free lesson, as HTML. */
  previewHtml?: string;
};

/** A course marked `retired: true`: its old addresses say it is no longer offered. */
export type RetiredCourse = { id: string; title: string };

export type Courses = {
  /** The courses offered, in catalogue order: by id. */
  courses: readonly [Course, ...Course[]];
  /** The retired courses, by id: only their own pages (and the checks) read them. */
  retiredCourses: ReadonlyArray<RetiredCourse>;
  /** By course id. */
  courseDetails: Readonly<Record<string, CourseDetails>>;
  /** Each course's file, by course id: what its pages read (the sitemap's lastmod). */
  courseFiles: Readonly<Record<string, string>>;
  /** The reviews of the courses offered, newest first. */
  reviews: ReadonlyArray<Review>;
};
