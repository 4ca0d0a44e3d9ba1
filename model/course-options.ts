// Apart from the schema, so that the pages list them without loading the schema library.

/** The catalogue's categories, in the order of its filter. */
export const COURSE_CATEGORIES = [
  "Entrepreneurship",
  "Business Setup",
  "Global Expansion",
  "Growth & Investment",
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_LEVELS = [
  "Beginner",
  "Beginner to Intermediate",
  "Intermediate",
  "Intermediate to Advanced",
  "Advanced",
] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const LECTURE_TYPES = ["video", "reading", "exercise", "quiz"] as const;
export type LectureType = (typeof LECTURE_TYPES)[number];
