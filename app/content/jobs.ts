export type CareerPerk = {
  id: "culture" | "balance" | "growth" | "global";
  title: string;
  text: string;
};

/** Where the work happens, in a form that JobPosting structured data can use. */
export type Workplace =
  { kind: "remote"; country: string } | { kind: "onsite"; locality: string; region: string; country: string };

export type JobOpening = {
  /** Slug: also the id of the job's card on /careers. */
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  /** schema.org employmentType for `type`. */
  employmentType: "FULL_TIME";
  experience: string;
  description: string;
  requirements: ReadonlyArray<string>;
  benefits: ReadonlyArray<string>;
  workplace: Workplace;
  /** ISO dates (YYYY-MM-DD). */
  datePosted: string;
  validThrough: string;
};

/** SPEC section 9: a job card shows the first 3 requirements and "+N more" for the rest. */
export const JOB_CARD_REQUIREMENTS = 3;

/** SPEC section 9: the application form's experience options. */
export const EXPERIENCE_OPTIONS = ["0-1 years", "1-3 years", "3-5 years", "5+ years"] as const;

export const CAREER_PERKS: ReadonlyArray<CareerPerk> = [
  {
    id: "culture",
    title: "Inclusive culture",
    text: "We hire for skill and curiosity, not for pedigree. Every voice is heard in planning, and decisions are written down so everyone can follow them.",
  },
  {
    id: "balance",
    title: "Work-life balance",
    text: "Flexible hours around a few shared meeting times, 25 days of paid leave and no expectation of replies in the evening or at weekends.",
  },
  {
    id: "growth",
    title: "Career growth",
    text: "A yearly learning budget, free access to every course we publish and a development plan you write with your manager and review every quarter.",
  },
  {
    id: "global",
    title: "Global team",
    text: "We build courses for founders everywhere. Work remotely or from an office hub with colleagues who bring different markets and cultures to the table.",
  },
];
