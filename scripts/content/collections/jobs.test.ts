import { afterEach, beforeEach, expect, test } from "vitest";

import { loadContent } from "../load.ts";
import { ContentCopy } from "../test-content.ts";

const FILE = "content/jobs/night-auditor.md";

let copy: ContentCopy;
beforeEach(() => {
  copy = new ContentCopy();
});
afterEach(() => copy.dispose());

/** A job file as the owner's guide shows one, with `front` lines changed or added. */
function jobFile(
  front: Record<string, string | undefined> = {},
  body = "Check the day's bookings and payments.",
) {
  const fields: Record<string, string | undefined> = {
    title: "Night Auditor",
    department: "Finance",
    location: "Chicago",
    region: "IL",
    country: "US",
    type: "Part-time",
    experience: "1-3 years",
    datePosted: "2026-11-20",
    validThrough: "2027-01-31",
    requirements: "\n  - Bookkeeping",
    benefits: "\n  - Free courses",
    ...front,
  };
  const lines = Object.entries(fields).flatMap(([key, value]) =>
    value === undefined ? [] : [`${key}: ${value}`],
  );
  return `---\n${lines.join("\n")}\n---\n\n${body}\n`;
}

test("a new job file is listed in posting order, with its derived fields", () => {
  copy.write(FILE, jobFile());
  const { jobs } = loadContent(copy.root, {});
  const job = jobs.find((candidate) => candidate.id === "night-auditor");
  expect(job).toMatchObject({
    title: "Night Auditor",
    employmentType: "PART_TIME",
    workplace: { kind: "onsite", locality: "Chicago", region: "IL", country: "US" },
    descriptionHtml: "<p>Check the day's bookings and payments.</p>",
  });
  const dates = jobs.map((candidate) => candidate.datePosted);
  expect(dates).toEqual([...dates].sort());
});

test("a remote job needs no region", () => {
  copy.write(FILE, jobFile({ location: "Remote", region: undefined }));
  const job = loadContent(copy.root, {}).jobs.find((candidate) => candidate.id === "night-auditor");
  expect(job?.workplace).toEqual({ kind: "remote", country: "US" });
});

test("an unknown field, a missing field and a date that is not a date are each one line", () => {
  copy.write(FILE, jobFile({ salary: "$50,000", department: undefined, datePosted: "next Monday" }));
  expect(copy.problems()).toEqual([
    `${FILE}: department: missing: expected a text`,
    `${FILE}, line 8: datePosted: expected a date written as YYYY-MM-DD, got "next Monday"`,
    `${FILE}, line 14: salary: unknown field (the fields here: title, department, location, region, country, type, experience, datePosted, validThrough, requirements, benefits)`,
  ]);
});

test("a job type that is not offered names the ones that are", () => {
  copy.write(FILE, jobFile({ type: "Full time" }));
  expect(copy.problems()).toEqual([
    `${FILE}, line 7: type: expected one of "Full-time", "Part-time", "Contract", "Temporary", "Internship", got "Full time"`,
  ]);
});

test("an unknown placeholder names the known ones", () => {
  copy.write(FILE, jobFile({}, "Paid {promises.salary} a year."));
  const [line] = copy.problems();
  expect(line).toMatch(
    new RegExp(
      `^${FILE}: body: unknown placeholder \\{promises\\.salary\\} \\(known: \\{site\\.name\\}, .*\\{promises\\.replyTime\\}.*\\)$`,
    ),
  );
});

test("an office job without a region, a closing date before posting and an empty description", () => {
  copy.write(FILE, jobFile({ region: undefined, validThrough: "2026-01-01" }, ""));
  expect(copy.problems()).toEqual([
    `${FILE}: the description (the text below the front matter) is empty`,
    `${FILE}: validThrough: expected a date on or after datePosted (2026-11-20), got "2026-01-01"`,
    `${FILE}: region: missing: expected the state or region of Chicago (such as CA), or location: Remote`,
  ]);
});

test("a file name that cannot be an address", () => {
  copy.write(FILE, jobFile());
  copy.write("content/jobs/Night_Auditor.md", jobFile());
  expect(copy.problems()).toEqual([
    "content/jobs/Night_Auditor.md: the file name is the job's address on /careers: use lowercase letters, digits and dashes, e.g. sales-manager.md",
  ]);
});

test("two jobs with one title", () => {
  copy.write(FILE, jobFile());
  copy.write("content/jobs/night-auditor-2.md", jobFile());
  expect(copy.problems()).toEqual([
    `content/jobs/night-auditor-2.md and content/jobs/night-auditor.md: title: both files have "Night Auditor": change one of them`,
  ]);
});

test("a job past its validThrough is left out of the open jobs and named in a warning; its last day still counts", () => {
  copy.write(FILE, jobFile({ datePosted: "2026-10-01", validThrough: "2026-11-23" }));
  const closed = loadContent(copy.root, {}, undefined, "2026-11-24");
  expect(closed.jobs.map((job) => job.id)).not.toContain("night-auditor");
  // (Other warnings are about the owner's other files, such as a large picture.)
  const about = (warnings: ReadonlyArray<string>) => warnings.filter((warning) => warning.startsWith(FILE));
  expect(about(closed.warnings)).toEqual([
    `${FILE}: applications closed on 2026-11-23 (validThrough), so the job is not published; delete the file, or set a later validThrough to reopen it`,
  ]);
  const lastDay = loadContent(copy.root, {}, undefined, "2026-11-23");
  expect(lastDay.jobs.map((job) => job.id)).toContain("night-auditor");
  expect(about(lastDay.warnings)).toEqual([]);
});
