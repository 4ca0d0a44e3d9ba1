import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";

import { onApplicationRequest } from "~/lib/apply-requests";
import { FIXTURE_JOB } from "~/lib/job-fixture";

import { readFixtureTexts } from "../../../scripts/content/test-content";
import { JobCard as JobCardIn } from "./job-card";

const TEXTS = readFixtureTexts();
const JobCard = (props: { job: typeof FIXTURE_JOB }) => <JobCardIn {...props} texts={TEXTS} />;

// A card's behaviour, not the content: a job with more requirements than a card shows.
const job = FIXTURE_JOB;

// jsdom drops the space before the visually hidden job title that browsers keep; match either way.
function named(visible: string) {
  return new RegExp(`^${visible} ?for ${job.title}$`);
}

test("shows the first three requirements and +N more for the rest", () => {
  render(<JobCard job={job} />);
  const visible = screen.getAllByRole("listitem").map((item) => item.textContent);
  expect(visible).toEqual(job.requirements.slice(0, 3));
  expect(screen.getByText(`+${job.requirements.length - 3} more`)).toBeVisible();
});

test("the disclosure shows every requirement and the benefits, and hides them again", async () => {
  const user = userEvent.setup();
  render(<JobCard job={job} />);
  const toggle = screen.getByRole("button", { name: named("All requirements & benefits") });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    ...job.requirements,
    ...job.benefits,
  ]);
  expect(screen.queryByText(/^\+\d+ more$/)).toBeNull();
  await user.click(toggle);
  expect(screen.getAllByRole("listitem")).toHaveLength(3);
});

test("the description is the job file's compiled text", () => {
  render(<JobCard job={job} />);
  expect(screen.getByText("books", { selector: "em" })).toBeVisible();
  expect(screen.getByText(/Keep the/)).toHaveTextContent("Keep the books of the academy.");
});

test("Apply Now hands the job to the form, another island", async () => {
  const user = userEvent.setup();
  const onApply = vi.fn();
  const unsubscribe = onApplicationRequest(onApply);
  render(<JobCard job={job} />);
  await user.click(screen.getByRole("button", { name: named("Apply Now") }));
  unsubscribe();
  expect(onApply).toHaveBeenCalledWith(job.title);
});

test("an Apply Now made before the form hydrated waits for it", async () => {
  const user = userEvent.setup();
  render(<JobCard job={job} />);
  await user.click(screen.getByRole("button", { name: named("Apply Now") }));
  const onApply = vi.fn();
  onApplicationRequest(onApply)();
  expect(onApply).toHaveBeenCalledWith(job.title);
});
