import { z } from "zod";

import type { CollectionDescriptor } from "../collection.ts";
import { isoDate, text, textList } from "../fields.ts";
import { type ContentFiles, slugOf } from "../files.ts";
import { renderMarkdown } from "../markdown.ts";

export const JOBS_FOLDER = "content/jobs";

/** What `location` says for a job done from home: anything else is the city of an office. */
export const REMOTE_LOCATION = "Remote";

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

export const jobsCollection: CollectionDescriptor = {
  name: "jobs",
  label: "Jobs",
  description: "The open positions on /careers, one file each; the position options of the application form.",
  files: { kind: "folder", folder: JOBS_FOLDER, body: "The job's description, shown on its card" },
  schema: jobSchema,
};

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

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** content/jobs/*.md, checked, in the order they were posted (oldest first, as the careers page lists them). */
export function loadJobs(files: ContentFiles): Job[] {
  const jobs = files.list(JOBS_FOLDER, ".md").flatMap((file) => {
    const job = readJob(files, file);
    return job ? [{ file, item: job }] : [];
  });
  files.problems.checkUnique(jobs, "title");
  return jobs
    .map(({ item }) => item)
    .sort((a, b) => a.datePosted.localeCompare(b.datePosted) || a.id.localeCompare(b.id));
}

function readJob(files: ContentFiles, file: string): Job | undefined {
  const { problems } = files;
  const before = problems.problems.length;
  const id = slugOf(file);
  if (!SLUG.test(id)) {
    problems.add({
      file,
      message:
        "the file name is the job's address on /careers: use lowercase letters, digits and dashes, e.g. sales-manager.md",
    });
  }
  const markdown = files.readMarkdown(file);
  const data = markdown && problems.parse(jobSchema, markdown.data, file);
  if (!markdown || !data) return undefined;
  const { region, country, ...job } = data;
  if (!markdown.body.trim()) {
    problems.add({ file, message: "the description (the text below the front matter) is empty" });
  }
  if (job.validThrough < job.datePosted) {
    problems.add({
      file,
      field: "validThrough",
      message: `expected a date on or after datePosted (${job.datePosted}), got "${job.validThrough}"`,
    });
  }
  const remote = job.location === REMOTE_LOCATION;
  if (!remote && !region) {
    problems.add({
      file,
      field: "region",
      message: `missing: expected the state or region of ${job.location} (such as CA), or location: ${REMOTE_LOCATION}`,
    });
  }
  if (problems.problems.length > before) return undefined;
  return {
    id,
    ...job,
    employmentType: EMPLOYMENT_TYPES[job.type],
    descriptionHtml: renderMarkdown(markdown.body, { files, file }),
    workplace: remote
      ? { kind: "remote", country }
      : { kind: "onsite", locality: job.location, region: region ?? "", country },
  };
}
