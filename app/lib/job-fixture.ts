import type { Job } from "../../model/schemas/jobs";

/** A job opening for tests of how jobs are shown and described, whatever content/jobs/ holds. */
export const FIXTURE_JOB: Job = {
  id: "bookkeeper",
  title: "Bookkeeper",
  department: "Finance",
  location: "Remote",
  type: "Part-time",
  employmentType: "PART_TIME",
  experience: "1-3 years",
  descriptionHtml: "<p>Keep the <em>books</em> of the academy.</p>",
  requirements: ["Double-entry bookkeeping", "Payroll", "VAT returns", "Spreadsheets", "Clear notes"],
  benefits: ["Flexible hours", "Free courses"],
  workplace: { kind: "remote", country: "US" },
  datePosted: "2026-11-01",
  validThrough: "2027-01-31",
};
