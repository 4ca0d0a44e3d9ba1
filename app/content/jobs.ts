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

export const JOBS: readonly [JobOpening, ...JobOpening[]] = [
  {
    id: "senior-frontend-developer",
    title: "Senior Frontend Developer",
    department: "Engineering",
    location: "Remote",
    type: "Full-time",
    employmentType: "FULL_TIME",
    experience: "3-5 years",
    description:
      "Own the public website and the learner dashboard: fast, accessible pages that make a course easy to choose and a lesson easy to finish on any device. You will shape our component library, set the bar for performance and accessibility, and work directly with design and the instructor team.",
    requirements: [
      "3-5 years building production web applications with React and TypeScript",
      "Solid command of semantic HTML, modern CSS and responsive layout",
      "Practical experience with WCAG 2.2 accessibility and automated testing",
      "Experience with server rendering or static prerendering and web performance budgets",
      "Clear written communication for a remote, asynchronous team",
    ],
    benefits: [
      "Fully remote with a home-office allowance",
      "Yearly conference and learning budget",
      "Free access to every course we publish",
      "25 days of paid leave plus public holidays",
    ],
    workplace: { kind: "remote", country: "US" },
    datePosted: "2026-10-05",
    validThrough: "2027-03-31",
  },
  {
    id: "ux-ui-designer",
    title: "UX/UI Designer",
    department: "Design",
    location: "San Francisco",
    type: "Full-time",
    employmentType: "FULL_TIME",
    experience: "2-4 years",
    description:
      "Design how founders discover, buy and complete our courses. You will run research with learners, turn course material into clear lesson layouts and diagrams, and maintain the design system that the website and the learning platform share.",
    requirements: [
      "2-4 years designing digital products, with a portfolio that shows your process",
      "Fluency in Figma, including components, variables and prototyping",
      "Experience planning and running user interviews and usability tests",
      "Working knowledge of accessible colour, type and interaction design",
      "Comfort presenting design decisions and the evidence behind them",
      "Interest in education or small-business products is a plus",
    ],
    benefits: [
      "Hybrid schedule with three office days in San Francisco",
      "Commuter benefit and a hardware budget of your choice",
      "Yearly learning budget and free access to our courses",
      "25 days of paid leave plus public holidays",
    ],
    workplace: { kind: "onsite", locality: "San Francisco", region: "CA", country: "US" },
    datePosted: "2026-10-19",
    validThrough: "2027-03-31",
  },
  {
    id: "content-marketing-manager",
    title: "Content Marketing Manager",
    department: "Marketing",
    location: "New York",
    type: "Full-time",
    employmentType: "FULL_TIME",
    experience: "2-3 years",
    description:
      "Tell founders what our courses can do for them, honestly and usefully. You will plan the editorial calendar, write and edit articles and newsletters, turn lessons into practical guides, and measure which content brings learners who finish what they start.",
    requirements: [
      "2-3 years in content marketing, editorial or communications roles",
      "Excellent written English and a portfolio of published work",
      "Hands-on experience with SEO research and content analytics",
      "Ability to explain business topics such as cash flow or export rules in plain language",
      "Experience managing freelancers and a publishing calendar",
    ],
    benefits: [
      "Hybrid schedule with an office hub in New York",
      "Yearly learning budget and free access to our courses",
      "Paid time each month for your own writing projects",
      "25 days of paid leave plus public holidays",
    ],
    workplace: { kind: "onsite", locality: "New York", region: "NY", country: "US" },
    datePosted: "2026-11-02",
    validThrough: "2027-04-30",
  },
  {
    id: "customer-success-manager",
    title: "Customer Success Manager",
    department: "Customer Success",
    location: "Remote",
    type: "Full-time",
    employmentType: "FULL_TIME",
    experience: "1-3 years",
    description:
      "Be the person learners talk to when they buy a course, get stuck or want to know what to do next. You will answer support requests within our two-hour promise, guide new learners through their first week, and bring what you hear back to the course and product teams.",
    requirements: [
      "1-3 years in customer success, support or account management",
      "A calm, friendly writing style and the habit of following up until a problem is solved",
      "Experience with a help desk tool and a shared knowledge base",
      "Basic understanding of small-business topics such as invoicing or online sales",
    ],
    benefits: [
      "Fully remote with a home-office allowance",
      "Rotating schedule planned a month ahead, with paid time off in lieu",
      "Yearly learning budget and free access to our courses",
      "25 days of paid leave plus public holidays",
    ],
    workplace: { kind: "remote", country: "US" },
    datePosted: "2026-11-09",
    validThrough: "2027-04-30",
  },
];
