import { EMPLOYMENT_TYPES, type Job, jobSchema } from "../../../model/schemas/jobs.ts";
import type { CollectionDescriptor } from "../collection.ts";
import { type ContentFiles, slugOf } from "../files.ts";
import { renderMarkdown } from "../markdown.ts";

export const JOBS_FOLDER = "content/jobs";

/** What `location` says for a job done from home: anything else is the city of an office. */
export const REMOTE_LOCATION = "Remote";

export const jobsCollection: CollectionDescriptor = {
  name: "jobs",
  label: "Jobs",
  description: "The open positions on /careers, one file each; the position options of the application form.",
  files: { kind: "folder", folder: JOBS_FOLDER, body: "The job's description, shown on its card" },
  schema: jobSchema,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A job whose closing date has passed: left out of the site, and named in the build's output. */
export type ClosedJob = { file: string; title: string; validThrough: string };

/** What the build says about a closed job. */
export function describeClosedJob({ file, validThrough }: ClosedJob) {
  return `${file}: applications closed on ${validThrough} (validThrough), so the job is not published; delete the file, or set a later validThrough to reopen it`;
}

/**
 * content/jobs/*.md, checked, in the order they were posted (oldest first, as the careers page lists them): the
 * open ones, and apart those whose validThrough is before `today` (YYYY-MM-DD, the build's day in UTC): a closed
 * job is not listed, counted, offered in the form or described to search engines.
 */
export function loadJobs(files: ContentFiles, today: string): { jobs: Job[]; closedJobs: ClosedJob[] } {
  const jobs = files.list(JOBS_FOLDER, ".md").flatMap((file) => {
    const job = readJob(files, file);
    return job ? [{ file, item: job }] : [];
  });
  files.problems.checkUnique(jobs, "title");
  const sorted = jobs.sort(
    (a, b) => a.item.datePosted.localeCompare(b.item.datePosted) || a.item.id.localeCompare(b.item.id),
  );
  return {
    jobs: sorted.filter(({ item }) => item.validThrough >= today).map(({ item }) => item),
    closedJobs: sorted
      .filter(({ item }) => item.validThrough < today)
      .map(({ file, item }) => ({ file, title: item.title, validThrough: item.validThrough })),
  };
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
