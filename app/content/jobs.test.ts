import { expect, test } from "vitest";
import { JOBS } from "./job-openings";
import { EXPERIENCE_OPTIONS, JOB_CARD_REQUIREMENTS } from "./jobs";

test("the four openings of SPEC section 3, in order", () => {
  expect(JOBS.map((job) => [job.title, job.department, job.location, job.type, job.experience])).toEqual([
    ["Senior Frontend Developer", "Engineering", "Remote", "Full-time", "3-5 years"],
    ["UX/UI Designer", "Design", "San Francisco", "Full-time", "2-4 years"],
    ["Content Marketing Manager", "Marketing", "New York", "Full-time", "2-3 years"],
    ["Customer Success Manager", "Customer Success", "Remote", "Full-time", "1-3 years"],
  ]);
});

test("the experience options of SPEC section 9", () => {
  expect(EXPERIENCE_OPTIONS).toEqual(["0-1 years", "1-3 years", "3-5 years", "5+ years"]);
});

test.each(JOBS)("$title has more requirements than a card shows, and benefits", (job) => {
  expect(job.requirements.length).toBeGreaterThan(JOB_CARD_REQUIREMENTS);
  expect(job.benefits.length).toBeGreaterThan(0);
  expect(job.description.length).toBeGreaterThan(120);
});

test.each(JOBS)("$title has what JobPosting structured data needs", (job) => {
  expect(job.id).toMatch(/^[a-z][a-z0-9-]*$/);
  expect(job.employmentType).toBe("FULL_TIME");
  for (const date of [job.datePosted, job.validThrough]) {
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
  }
  expect(job.validThrough > job.datePosted).toBe(true);
  expect(job.workplace.kind).toBe(job.location === "Remote" ? "remote" : "onsite");
  if (job.workplace.kind === "onsite") expect(job.workplace.locality).toBe(job.location);
});

test("ids are unique", () => {
  expect(new Set(JOBS.map((job) => job.id)).size).toBe(JOBS.length);
});
