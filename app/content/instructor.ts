import instructors from "virtual:content/instructors";

// The instructors live in content/instructors.yml; each course's page shows its own (app/content/course-details.ts).
export type { Instructor } from "../../model/schemas/instructors.ts";

/** The lead instructor, the first of content/instructors.yml: the about page and the blog introduce them. */
export const instructor = instructors[0];
