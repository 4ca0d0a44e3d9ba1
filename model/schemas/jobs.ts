import { z } from "zod";

import { isoDate, text, textList } from "./fields.ts";

export const EMPLOYMENT_TYPES = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Temporary: "TEMPORARY",
  Internship: "INTERN",
} as const;

export const jobSchema = z.strictObject({
  title: text,
  department: text,
  location: text,
  region: text.optional(),
  /** Where the job is, or for a remote job where applicants must live: a two-letter code (US). */
  country: z.string().regex(/^[A-Z]{2}$/, "expected a two-letter country code such as US"),
  type: z.enum(["Full-time", "Part-time", "Contract", "Temporary", "Internship"]),
  experience: text,
  datePosted: isoDate,
  validThrough: isoDate,
  requirements: textList,
  benefits: textList,
});

export type JobFile = z.output<typeof jobSchema>;
export type Workplace =
  { kind: "remote"; country: string } | { kind: "onsite"; locality: string; region: string; country: string };

export type Job = Omit<JobFile, "region" | "country"> & {
  id: string;
  employmentType: (typeof EMPLOYMENT_TYPES)[JobFile["type"]];
  descriptionHtml: string;
  workplace: Workplace;
};
