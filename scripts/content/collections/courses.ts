import { existsSync } from "node:fs";
import path from "node:path";

import { formatPrice, formatWeeks, parseWeeks } from "../../../model/course-format.ts";
import { contentLanguage } from "../../../model/dates.ts";
import {
  type Course,
  type CourseDetails,
  type CourseFile,
  type Courses,
  courseSchema,
} from "../../../model/schemas/courses.ts";
import type { Picture } from "../../../model/schemas/fields.ts";
import type { Instructors } from "../../../model/schemas/instructors.ts";
import type { Review } from "../../../model/schemas/reviews.ts";
import type { Site } from "../../../model/schemas/site.ts";
import { findNextCohort, isSaleOn, resolveEnrolment } from "../../../model/selling.ts";
import type { CollectionDescriptor } from "../collection.ts";
import { type ContentFiles, slugOf } from "../files.ts";
import { renderMarkdown } from "../markdown.ts";
import { DEFAULT_COURSE_COVER, readPicture } from "../pictures.ts";
import type { ReviewEntry } from "./reviews.ts";

export const COURSES_FOLDER = "content/courses";

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

/** A course's own illustration, /images/courses/{file name}.svg, when the site has one; else the site's. */
function ownCover(files: ContentFiles, file: string): Picture {
  const src = `/images/courses/${slugOf(file)}.svg`;
  return existsSync(path.join(files.root, "public", src)) ? { ...DEFAULT_COURSE_COVER, src } : DEFAULT_COURSE_COVER;
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
  if (course.sale && course.sale.price >= course.price) {
    files.problems.add({
      file,
      line: files.lineOfField(file, ["sale", "price"]),
      field: "sale.price",
      message: `expected a sale price below the regular price (${course.price}), got ${course.sale.price}`,
    });
  }
  course.cohorts?.forEach((cohort, index) => {
    if (cohort.enrolBy && cohort.enrolBy > cohort.starts) {
      files.problems.add({
        file,
        line: files.lineOfField(file, ["cohorts", index, "enrolBy"]),
        field: `cohorts[${index}].enrolBy`,
        message: `expected a date on or before the cohort starts (${cohort.starts}), got ${cohort.enrolBy}`,
      });
    }
  });
  const { min, max } = course.weeklyHours;
  const line = files.lineOfField(file, ["weeklyHours"]);
  const at = { file, ...(line ? { line } : {}), field: "weeklyHours" };
  if (min > max) {
    files.problems.add({ ...at, message: `min (${min}) is more than max (${max})` });
    return;
  }
  const minutes = course.curriculum.flatMap((week) => week.lectures).reduce((sum, lecture) => sum + lecture.minutes, 0);
  const perWeek = minutes / 60 / course.curriculum.length;
  if (perWeek < min - STUDY_TIME_TOLERANCE || perWeek > max + STUDY_TIME_TOLERANCE) {
    files.problems.add({
      ...at,
      message: `${min} to ${max} hours a week, but the curriculum's lectures add up to ${Math.floor(minutes / 60)} h ${minutes % 60} min over ${course.curriculum.length} ${course.curriculum.length === 1 ? "week" : "weeks"}, about ${perWeek.toFixed(1)} hours a week: change weeklyHours or the lectures' minutes`,
    });
  }
}

/**
 * Words promising a learner's own pace, in the languages the site ships (English, German): untrue of a course with
 * dated cohorts, which keeps a schedule (issue 40), so such a course may not say them.
 */
const OWN_PACE = /\b(?:at (?:your|their|one's) own pace|self[- ]paced)\b|\beigenen Tempo\b/i;

/** A cohort course's texts that promise the learner's own pace, each a problem at its field. */
function checkOwnPace(files: ContentFiles, file: string, course: CourseFile, description: string) {
  if (!course.cohorts) return;
  const texts: Array<[ReadonlyArray<string | number>, string | undefined]> = [
    [["description"], description],
    [["preview"], course.preview],
    ...course.features.map((text, index): [Array<string | number>, string] => [["features", index], text]),
    ...course.requirements.map((text, index): [Array<string | number>, string] => [["requirements", index], text]),
    ...course.audience.map((text, index): [Array<string | number>, string] => [["audience", index], text]),
    ...course.faq.flatMap(({ question, answer }, index): Array<[Array<string | number>, string]> => [
      [["faq", index, "question"], question],
      [["faq", index, "answer"], answer],
    ]),
  ];
  for (const [at, text] of texts) {
    const said = text?.match(OWN_PACE)?.[0];
    if (!said) continue;
    const line = at[0] === "description" ? undefined : files.lineOfField(file, at);
    files.problems.add({
      file,
      ...(line ? { line } : {}),
      field: at.map((key, index) => (typeof key === "number" ? `[${key}]` : index ? `.${key}` : key)).join(""),
      message: `says "${said}", but the course has dated cohorts and keeps their schedule: reword it, or remove the cohorts`,
    });
  }
}

/** How far (in hours a week) the curriculum's average may fall outside the study time the page states. */
const STUDY_TIME_TOLERANCE = 0.5;

/**
 * Every file of content/courses, checked (schema, description, instructor, one curriculum week per week of the
 * duration, unique ids), in catalogue order, split into what the catalogue's pages show and what only a course's
 * own page shows; the retired ones (`retired: true`) apart, by id and title only.
 */
export function loadCourses(
  files: ContentFiles,
  site: Site | undefined,
  instructors: Instructors | undefined,
  { reviews = [], today }: { reviews?: ReadonlyArray<ReviewEntry>; today: string },
): Courses | undefined {
  const paths = files.list(COURSES_FOLDER, ".md");
  if (paths.length === 0) {
    files.problems.add({ file: COURSES_FOLDER, message: "no course files: the catalogue needs at least one" });
    return undefined;
  }
  const problemsBefore = files.problems.problems.length;
  const parsed: Array<{
    file: string;
    item: CourseFile & { description: string; picture: Picture; previewHtml?: string };
  }> = [];
  for (const file of paths) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slugOf(file))) {
      files.problems.add({
        file,
        message: "expected a file name of lowercase words joined by dashes, such as company-formation.md",
      });
    }
    const markdown = files.readMarkdown(file, { plainBody: true });
    if (!markdown) continue;
    const course = files.problems.parse(courseSchema, markdown.data, file);
    const description = readDescription(files, file, markdown.body);
    if (!course) continue;
    checkCourse(files, file, course, instructors);
    checkOwnPace(files, file, course, description);
    const picture = readPicture(files, file, ["cover"], course.cover, ownCover(files, file));
    if (!picture) continue;
    const previewHtml = course.preview ? renderMarkdown(course.preview, { files, file }) : undefined;
    parsed.push({ file, item: { ...course, description, picture, ...(previewHtml ? { previewHtml } : {}) } });
  }
  const ids = [...new Set(parsed.map(({ item }) => item.id))].sort((a, b) => a - b);
  files.problems.checkUnique(parsed, "id", `ids in use: ${ids.join(", ")}`);
  if (files.problems.problems.length > problemsBefore || !site || !instructors) return undefined;

  parsed.sort((a, b) => a.item.id - b.item.id);
  const retiredCourses = parsed
    .filter(({ item }) => item.retired === true)
    .map(({ item }) => ({ id: String(item.id), title: item.title }));
  const offered = parsed.filter(({ item }) => item.retired !== true);
  if (offered.length === 0) {
    files.problems.add({
      file: COURSES_FOLDER,
      message: "every course is retired: the catalogue needs at least one course without `retired: true`",
    });
    return undefined;
  }
  const courses: Course[] = [];
  const courseDetails: Record<string, CourseDetails> = {};
  const courseFiles: Record<string, string> = {};
  const courseReviews: Review[] = [];
  for (const { file, item } of parsed) courseFiles[String(item.id)] = file;
  for (const { file, item } of offered) {
    const { id, price, paymentLink, instructor, weeklyHours, curriculum, requirements, audience, faq } = item;
    const own = reviews.filter((review) => review.course === slugOf(file));
    courseReviews.push(...own.map(({ course: _course, ...review }) => ({ ...review, courseId: String(id) })));
    const rating = own.length
      ? Math.round((own.reduce((sum, review) => sum + review.rating, 0) / own.length) * 10) / 10
      : item.rating;
    const sale = isSaleOn(item.sale, today) ? item.sale : undefined;
    const nextCohort = findNextCohort(item.cohorts, today);
    courses.push({
      id: String(id),
      title: item.title,
      shortTitle: item.shortTitle,
      description: item.description,
      category: item.category,
      duration: formatWeeks(parseWeeks(item.duration), contentLanguage(site)),
      students: item.students,
      ...(rating === undefined ? {} : { rating }),
      reviewCount: own.length,
      price: formatPrice(sale?.price ?? price, site.currency, contentLanguage(site)),
      priceAmount: sale?.price ?? price,
      ...(sale
        ? {
            sale: {
              until: sale.until,
              ...(sale.label ? { label: sale.label } : {}),
              regularPrice: formatPrice(price, site.currency, contentLanguage(site)),
              regularPriceAmount: price,
            },
          }
        : {}),
      ...(nextCohort ? { nextCohort } : {}),
      enrolment: resolveEnrolment(item, today),
      hasPreview: item.previewHtml !== undefined,
      level: item.level,
      features: item.features,
      ...(paymentLink ? { paymentLink } : {}),
      cover: item.picture,
    });
    courseDetails[String(id)] = {
      weeklyHours,
      curriculum,
      requirements,
      audience,
      faq,
      instructor: instructors.find((candidate) => candidate.name === instructor) ?? instructors[0],
      ...(item.previewHtml ? { previewHtml: item.previewHtml } : {}),
    };
  }
  const [first, ...rest] = courses;
  courseReviews.sort((a, b) => b.date.localeCompare(a.date));
  return first
    ? { courses: [first, ...rest], retiredCourses, courseDetails, courseFiles, reviews: courseReviews }
    : undefined;
}
