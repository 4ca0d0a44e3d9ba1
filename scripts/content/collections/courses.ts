import { z } from "zod";

import { formatPrice } from "../../../app/lib/course-format.ts";
import type { CollectionDescriptor } from "../collection.ts";
import { text, textList } from "../fields.ts";
import { type ContentFiles, slugOf } from "../files.ts";
import { COURSE_CATEGORIES, COURSE_LEVELS, LECTURE_TYPES } from "./course-options.ts";
import type { Instructor, Instructors } from "./instructors.ts";
import { type Site,SITE_FILE } from "./site.ts";

// The pages' price format lives with the other course formats, where the editor's preview reads it too.
export { formatPrice };

export const COURSES_FOLDER = "content/courses";

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
  duration: z.string().regex(/^\d+ weeks?$/, 'expected a number of weeks such as "8 weeks"'),
  level: z.enum(COURSE_LEVELS),
  rating: z.number().min(0, "expected a rating from 0 to 5").max(5, "expected a rating from 0 to 5"),
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
  /** A hosted checkout page of the owner's payment provider: the purchase page offers "Pay now by card". */
  paymentLink: z
    .url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: "expected a web address starting with https://",
    })
    .optional(),
});

type CourseFile = z.output<typeof courseSchema>;

export const coursesCollection: CollectionDescriptor = {
  name: "courses",
  label: "Courses",
  description:
    "One file per course: its card in the catalogue, price, curriculum, requirements, audience and questions.",
  files: {
    kind: "folder",
    folder: COURSES_FOLDER,
    body: "The course's description: one paragraph of plain text, shown on its cards, its page and its purchase page.",
  },
  schema: courseSchema,
};

/** A course as the catalogue, its cards and the purchase page show it. */
export type Course = Pick<
  CourseFile,
  "title" | "shortTitle" | "category" | "duration" | "level" | "rating" | "students" | "features"
> & {
  /** The file's id as the URL writes it: "2". */
  id: string;
  /** The Markdown body, one paragraph of plain text. */
  description: string;
  /** The price as the pages show it, in the site's currency: "$397". */
  price: string;
  /** The price as a number, for structured data. */
  priceAmount: number;
  paymentLink?: string;
};

export type Lecture = z.output<typeof lectureSchema>;
export type CurriculumSection = z.output<typeof weekSchema>;
export type CourseFaq = CourseFile["faq"][number];

/** What a course's own page adds to its card; only that page's loader reads it. */
export type CourseDetails = Pick<
  CourseFile,
  "weeklyHours" | "curriculum" | "requirements" | "audience" | "faq"
> & {
  instructor: Instructor;
};

export type Courses = {
  /** In catalogue order: by id. */
  courses: readonly [Course, ...Course[]];
  /** By course id. */
  courseDetails: Readonly<Record<string, CourseDetails>>;
};

/** The description below the front matter: required, one paragraph, shown as plain text. */
function readDescription(files: ContentFiles, file: string, body: string) {
  const description = body.trim();
  const field = "description";
  if (!description) {
    files.problems.add({ file, field, message: "missing: write it below the front matter, as one paragraph" });
  } else if (/\n\s*\n/.test(description)) {
    files.problems.add({ file, field, message: "expected one paragraph, got several (remove the empty lines)" });
  } else if (/^#{1,6}\s|\*\*|\]\(|`|^[-*]\s/m.test(description)) {
    files.problems.add({
      file,
      field,
      message: "expected plain text: it is shown as written, so Markdown marks (**, #, [links](…), `) would show",
    });
  }
  return description.replace(/\s+/g, " ");
}

/** The problems of one course that its schema cannot see: instructor, weeks, study time. */
function checkCourse(files: ContentFiles, file: string, course: CourseFile, instructors?: Instructors) {
  if (instructors && !instructors.some((instructor) => instructor.name === course.instructor)) {
    const known = instructors.map((instructor) => JSON.stringify(instructor.name)).join(", ");
    files.problems.add({
      file,
      field: "instructor",
      message: `unknown instructor ${JSON.stringify(course.instructor)} (content/instructors.yml has ${known})`,
    });
  }
  const weeks = Number.parseInt(course.duration, 10);
  if (course.curriculum.length !== weeks) {
    files.problems.add({
      file,
      field: "curriculum",
      message: `expected ${weeks} weeks, one for each week of the duration "${course.duration}", got ${course.curriculum.length}`,
    });
  }
  if (course.weeklyHours.min > course.weeklyHours.max) {
    files.problems.add({
      file,
      field: "weeklyHours",
      message: `min (${course.weeklyHours.min}) is more than max (${course.weeklyHours.max})`,
    });
  }
}

/**
 * Every file of content/courses, checked (schema, description, instructor, one curriculum week per week of the
 * duration, unique ids), in catalogue order, split into what the catalogue's pages show and what only a course's
 * own page shows.
 */
export function loadCourses(
  files: ContentFiles,
  site: Site | undefined,
  instructors: Instructors | undefined,
): Courses | undefined {
  const paths = files.list(COURSES_FOLDER, ".md");
  if (paths.length === 0) {
    files.problems.add({ file: COURSES_FOLDER, message: "no course files: the catalogue needs at least one" });
    return undefined;
  }
  const problemsBefore = files.problems.problems.length;
  if (site && typeof site.promises.guarantee !== "string") {
    files.problems.add({
      file: SITE_FILE,
      field: "promises.guarantee",
      message: "missing: the course and purchase pages state the money-back guarantee",
    });
  }
  const parsed: Array<{ file: string; item: CourseFile & { description: string } }> = [];
  for (const file of paths) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slugOf(file))) {
      files.problems.add({
        file,
        message: "expected a file name of lowercase words joined by dashes, such as company-formation.md",
      });
    }
    const markdown = files.readMarkdown(file);
    if (!markdown) continue;
    const course = files.problems.parse(courseSchema, markdown.data, file);
    const description = readDescription(files, file, markdown.body);
    if (!course) continue;
    checkCourse(files, file, course, instructors);
    parsed.push({ file, item: { ...course, description } });
  }
  const ids = [...new Set(parsed.map(({ item }) => item.id))].sort((a, b) => a - b);
  files.problems.checkUnique(parsed, "id", `ids in use: ${ids.join(", ")}`);
  if (files.problems.problems.length > problemsBefore || !site || !instructors) return undefined;

  parsed.sort((a, b) => a.item.id - b.item.id);
  const courses: Course[] = [];
  const courseDetails: Record<string, CourseDetails> = {};
  for (const { item } of parsed) {
    const { id, price, paymentLink, instructor, weeklyHours, curriculum, requirements, audience, faq } = item;
    courses.push({
      id: String(id),
      title: item.title,
      shortTitle: item.shortTitle,
      description: item.description,
      category: item.category,
      duration: item.duration,
      students: item.students,
      rating: item.rating,
      price: formatPrice(price, site.currency),
      priceAmount: price,
      level: item.level,
      features: item.features,
      ...(paymentLink ? { paymentLink } : {}),
    });
    courseDetails[String(id)] = {
      weeklyHours,
      curriculum,
      requirements,
      audience,
      faq,
      instructor: instructors.find((candidate) => candidate.name === instructor) ?? instructors[0],
    };
  }
  const [first, ...rest] = courses;
  return first ? { courses: [first, ...rest], courseDetails } : undefined;
}
