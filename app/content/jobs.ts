import type { Company } from "../../model/schemas/company.ts";
import type { Job } from "../../model/schemas/jobs.ts";

/** One open position of content/jobs/ (scripts/content/collections/jobs.ts): its card and its JobPosting. */
export type JobOpening = Job;

export type { Workplace } from "../../model/schemas/jobs.ts";

/** A "Why join us" card of content/company.yml. */
export type CareerPerk = Company["careers"]["perks"][number];

/** SPEC section 9: a job card shows the first 3 requirements and "+N more" for the rest. */
export const JOB_CARD_REQUIREMENTS = 3;

/** SPEC section 9: the application form's experience options. */
export const EXPERIENCE_OPTIONS = ["0-1 years", "1-3 years", "3-5 years", "5+ years"] as const;
