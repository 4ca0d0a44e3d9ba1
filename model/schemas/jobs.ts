import { z } from "zod";

import { isoDate, text, textList } from "./fields.ts";

// An open position of content/jobs/: the schema of its front matter and what the pages receive (scripts/content/collections/jobs.ts loads it).

/** The job types the careers page offers, each with its schema.org employmentType (JobPosting). */
export const EMPLOYMENT_TYPES = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Temporary: "TEMPORARY",
  Internship: "INTERN",
} as const;

/** content/jobs/{slug}.md: the front matter of one open position; the Markdown body is its description. */
export const jobSchema = z.strictObject({
  title: text,
  department: text,
  /** "Remote", or the city of the office the job is based at. */
  location: text,
  /** The state or region of an office job's city (CA), for search engines' job listings. */
  region: text.optional(),
  /** Where the job is, or for a remote job where applicants must live: a two-letter code (US). */
  country: z.string().regex(/^[A-Z]{2}$/, "expected a two-letter country code such as US"),
  type: z.enum(["Full-time", "Part-time", "Contract", "Temporary", "Internship"]),
  /** The experience the job asks for, as the card shows it ("3-5 years"). */
  experience: text,
  datePosted: isoDate,
  /** The last day applications are accepted. */
  validThrough: isoDate,
  requirements: textList,
  benefits: textList,
});

export type JobFile = z.output<typeof jobSchema>;
/** Where the work happens, in the form JobPosting structured data needs. */
export type Workplace =
  { kind: "remote"; country: string } | { kind: "onsite"; locality: string; region: string; country: string };

export type Job = Omit<JobFile, "region" | "country"> & {
  /** The file's name: the card's id on /careers and the posting's identifier. */
  id: string;
  employmentType: (typeof EMPLOYMENT_TYPES)[JobFile["type"]];
  /** The body, compiled at build time (scripts/content/markdown.ts). */
  descriptionHtml: string;
  workplace: Workplace;
};
