import { z } from "zod";

import { COURSE_CATEGORIES, COURSE_LEVELS, LECTURE_TYPES } from "../course-options.ts";
import type { Enrolment } from "../selling.ts";
import { isoDate, type Picture, picturePath, text, textList } from "./fields.ts";
import type { Instructor } from "./instructors.ts";
import type { Review } from "./reviews.ts";

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

export const courseSchema = z.strictObject({
  id: z.int().min(1, "expected a whole number from 1"),
  title: text,
  shortTitle: text,
  category: z.enum(COURSE_CATEGORIES),
  /** In the currency of content/site.yml, without its symbol: 397. */
  price: z.number().positive("expected a price above 0"),
  /** A price for a while: quoted everywhere until the end of `until` (site's time zone), the regular one struck. */
  sale: z
    .strictObject({
      price: z.number().positive("expected a price above 0"),
      until: isoDate,
      label: text.optional(),
    })
    .optional(),
  /** Dated starts: the next one still taking enrolments shows; none open means a waitlist. */
  cohorts: z
    .array(z.strictObject({ starts: isoDate, enrolBy: isoDate.optional() }))
    .min(1, "expected at least one cohort, or no cohorts line")
    .optional(),
  enrolment: z.enum(["open", "waitlist"]).optional(),
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
  features: textList,
  instructor: text,
  weeklyHours: z.strictObject({ min: hours, max: hours }),
  curriculum: z.array(weekSchema).min(1, "expected at least one week"),
  requirements: textList,
  audience: textList,
  faq: z.array(z.strictObject({ question: text, answer: text })).min(1, "expected at least one question"),
  /** Keeps its addresses with a "no longer offered" page, out of every list and count (decision 0027). */
  retired: z.boolean().optional(),
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
export type Course = Pick<
  CourseFile,
  "title" | "shortTitle" | "category" | "duration" | "level" | "students" | "features"
> & {
  /** The mean of the course's reviews, else its file's `rating`; none: no stars are shown. */
  rating?: number;
  reviewCount: number;
  /** While a sale is on (model/selling.ts): `price` is the sale price, and this is what the pages strike. */
  sale?: { until: string; label?: string; regularPrice: string; regularPriceAmount: number };
  nextCohort?: { starts: string; enrolBy: string };
  enrolment: Enrolment;
  hasPreview: boolean;
  id: string;
  description: string;
  /** The price quoted now (the sale price while a sale is on), in the site's currency: "$397". */
  price: string;
  priceAmount: number;
  paymentLink?: string;
  cover: Picture;
};

export type Lecture = z.output<typeof lectureSchema>;
export type CurriculumSection = z.output<typeof weekSchema>;
export type CourseFaq = CourseFile["faq"][number];

export type CourseDetails = Pick<
  CourseFile,
  "weeklyHours" | "curriculum" | "requirements" | "audience" | "faq"
> & {
  instructor: Instructor;
  previewHtml?: string;
};

export type RetiredCourse = { id: string; title: string };

export type Courses = {
  /** The courses offered, in catalogue order: by id. */
  courses: readonly [Course, ...Course[]];
  retiredCourses: ReadonlyArray<RetiredCourse>;
  courseDetails: Readonly<Record<string, CourseDetails>>;
  courseFiles: Readonly<Record<string, string>>;
  /** The reviews of the courses offered, newest first. */
  reviews: ReadonlyArray<Review>;
};
