import { type Instructors, instructorsSchema } from "../../../model/schemas/instructors.ts";
import type { Site } from "../../../model/schemas/site.ts";
import type { CollectionDescriptor } from "../collection.ts";
import { listCountPlaceholders, listNames } from "../counts.ts";
import type { ContentFiles } from "../files.ts";
import { DEFAULT_INSTRUCTOR_PHOTO, readPicture } from "../pictures.ts";

export const INSTRUCTORS_FILE = "content/instructors.yml";

export const instructorsCollection: CollectionDescriptor = {
  name: "instructors",
  label: "Instructors",
  description:
    "Who teaches the courses: name, role, biography and photo. The first one is the lead instructor the about page and the blog introduce.",
  files: { kind: "file", file: INSTRUCTORS_FILE },
  schema: instructorsSchema,
};

/** content/instructors.yml, checked; names must be unique, since course files refer to instructors by name. */
export function loadInstructors(files: ContentFiles, site: Site | undefined): Instructors | undefined {
  const file = files.problems.parse(instructorsSchema, files.readYaml(INSTRUCTORS_FILE), INSTRUCTORS_FILE);
  if (!file) return undefined;
  const firsts = new Map<string, number>();
  let duplicates = false;
  file.instructors.forEach(({ name }, index) => {
    const first = firsts.get(name);
    if (first === undefined) firsts.set(name, index);
    else {
      duplicates = true;
      files.problems.add({
        file: INSTRUCTORS_FILE,
        field: `instructors[${index}].name`,
        message: `${JSON.stringify(name)} is already the name of instructors[${first}]`,
      });
    }
  });
  const photos = file.instructors.map(({ photo }, index) =>
    readPicture(files, INSTRUCTORS_FILE, ["instructors", index, "photo"], photo, DEFAULT_INSTRUCTOR_PHOTO),
  );
  if (duplicates || photos.includes(undefined)) return undefined;
  const company = site?.name ?? "";
  const [first, ...rest] = file.instructors.map((instructor, index) => ({
    ...instructor,
    company,
    photo: photos[index] ?? DEFAULT_INSTRUCTOR_PHOTO,
  }));
  return first ? [first, ...rest] : undefined;
}

/**
 * What the company pages quote of the instructors, so that a second instructor changes every sentence:
 * {instructors.count} ("one"), {instructors.number} ("1"), {instructors.list} ("Daniel Okafor", "A and B"),
 * {instructors.lead} (the first, the lead instructor) and {instructors:instructor|instructors}.
 */
export function listInstructorPlaceholders(instructors: Instructors, lang = "en"): Record<string, string> {
  return {
    ...listCountPlaceholders("instructors", instructors.length, lang),
    "instructors.list": listNames(
      instructors.map((instructor) => instructor.name),
      lang,
    ),
    "instructors.lead": instructors[0].name,
    "instructors.leadTitle": instructors[0].title,
  };
}
