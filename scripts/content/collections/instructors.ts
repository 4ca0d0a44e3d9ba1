import { z } from "zod";

import type { CollectionDescriptor } from "../collection.ts";
import { text } from "../fields.ts";
import type { ContentFiles } from "../files.ts";
import type { Site } from "./site.ts";

export const INSTRUCTORS_FILE = "content/instructors.yml";


export const instructorSchema = z.strictObject({
  /** How a course file names its instructor (`instructor: Daniel Okafor`). */
  name: text,
  /** The role shown after the name: "Founder & Lead Instructor". */
  title: text,
  /** The biography, one text per paragraph. */
  bio: z.array(text).min(1, "expected at least one paragraph"),
});

/** content/instructors.yml: everyone who teaches a course; the first is the lead instructor. */
export const instructorsSchema = z.strictObject({
  instructors: z.array(instructorSchema).min(1, "expected at least one instructor"),
});

export const instructorsCollection: CollectionDescriptor = {
  name: "instructors",
  label: "Instructors",
  description:
    "Who teaches the courses: name, role and biography. The first one is the lead instructor the about page and the blog introduce.",
  files: { kind: "file", file: INSTRUCTORS_FILE },
  schema: instructorsSchema,
};

/** An instructor as the pages show one: the file's entry, with the company they teach for (the site's name). */
export type Instructor = z.output<typeof instructorSchema> & { company: string };

export type Instructors = readonly [Instructor, ...Instructor[]];

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
  if (duplicates) return undefined;
  const company = site?.name ?? "";
  const [first, ...rest] = file.instructors.map((instructor) => ({ ...instructor, company }));
  return first ? [first, ...rest] : undefined;
}
