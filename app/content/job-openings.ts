import jobs from "virtual:content/jobs";

import type { JobOpening } from "./jobs";

/** The open positions (content/jobs/): the careers page reads them through its loader, never its JavaScript. */
export const JOBS: ReadonlyArray<JobOpening> = jobs;
