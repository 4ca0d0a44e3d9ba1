import type { Job } from "../../model/schemas/jobs";
import { toCountWord } from "../../model/words";

/** SPEC section 9: a job card shows the first 3 requirements and "+N more" for the rest. */
export const JOB_CARD_REQUIREMENTS = 3;

/** SPEC section 9: the application form's experience options. */
export const EXPERIENCE_OPTIONS = ["0-1 years", "1-3 years", "3-5 years", "5+ years"] as const;

/** What the page says about the positions as a whole, so that it stays true when a job file is added or removed. */
export function describeOpenings(jobs: ReadonlyArray<Job>) {
  const count = jobs.length;
  const types = new Set(jobs.map((job) => job.type.toLowerCase()));
  const [onlyType] = types.size === 1 ? types : [];
  return {
    roles: `${count} ${count === 1 ? "role" : "roles"}`,
    open:
      count === 0
        ? "No positions are open right now."
        : `${toCountWord(count, { capital: true })} ${count === 1 ? "position is" : "positions are"} open now.`,
    overview:
      count === 0
        ? "We have no open roles at the moment. New ones are listed here first, so please check back soon."
        : [
            onlyType ? `${count === 1 ? "The role is" : "Every role is"} ${onlyType}.` : "",
            `Read what ${count === 1 ? "it" : "each one"} involves, then apply in a few minutes with the form below.`,
          ]
            .filter(Boolean)
            .join(" "),
    workplaces: describeWorkplaces(jobs),
  };
}

function describeWorkplaces(jobs: ReadonlyArray<Job>) {
  const remote = jobs.some((job) => job.workplace.kind === "remote");
  const cities = [
    ...new Set(jobs.flatMap((job) => (job.workplace.kind === "onsite" ? [job.workplace.locality] : []))),
  ];
  const offices =
    cities.length === 0
      ? ""
      : `at our ${cities.length === 1 ? "office" : "office hubs"} in ${new Intl.ListFormat("en", { type: "conjunction" }).format(cities)}`;
  if (remote && offices) return `remote or ${offices}`;
  return remote ? "remote" : offices;
}
