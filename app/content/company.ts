import { instructor } from "./instructor";

/** A figure with its label, as the about stats and the mission impact block show them. */
export type Stat = { value: string; label: string };

export type CompanyValue = {
  id: "excellence" | "community" | "accessibility" | "innovation";
  title: string;
  text: string;
};

export type MissionPillar = {
  id: "practice" | "expertise" | "access" | "path" | "value" | "honesty";
  title: string;
  text: string;
};

export type Goal = { title: string; text: string };

/** SPEC /about: word for word. */
export const ABOUT_STATS: ReadonlyArray<Stat> = [
  { value: "0", label: "Students enrolled" },
  { value: "1", label: "Expert instructor" },
  { value: "4", label: "Courses" },
  { value: "New", label: "Platform status" },
];

export const ABOUT_STORY: ReadonlyArray<string> = [
  `Most business courses teach theory first and leave the paperwork, the numbers and the first sale for later. ${instructor.name} saw the cost of that gap while advising early-stage founders: good ideas stalled at company registration, promising products never left their home market, and first investor meetings ended with questions nobody had prepared for.`,
  "So we built the academy around the order in which a business actually grows. Four courses take you from testing an idea with real customers, to forming and financing your company, to selling across borders, and finally to scaling and raising investment. Each one stands on its own, and together they form one path.",
  `We are a new academy and we say so openly. Every lesson is taught by ${instructor.name}, every module ends with a template or worked example you can use the same week, and every course comes with lifetime access and a 30-day money-back guarantee, so the risk of trying us stays with us.`,
];

export const VISION_QUOTE = {
  text: "A good business idea should not fail for lack of know-how. We want anyone willing to do the work to have a clear, practical path from a first customer to a first foreign market.",
  author: instructor.name,
  role: instructor.title,
};

export const COMPANY_VALUES: ReadonlyArray<CompanyValue> = [
  {
    id: "excellence",
    title: "Excellence",
    text: "Every lesson is checked against real cases, and every course is revised when laws, platforms or markets change, so what you learn still works when you apply it.",
  },
  {
    id: "community",
    title: "Community",
    text: "Founders learn fastest from each other. We answer every question ourselves and help learners share their experiments, their wins and their mistakes.",
  },
  {
    id: "accessibility",
    title: "Accessibility",
    text: "Clear language, self-paced lessons that work on a phone, one fair price per course and lifetime access: no subscriptions, no jargon and no deadlines you cannot meet.",
  },
  {
    id: "innovation",
    title: "Innovation",
    text: "Selling online across borders changes every year. We keep the courses current with new tools, marketplaces and financing options as they prove themselves.",
  },
];

export const MISSION_STATEMENT =
  "We make practical business education available to anyone with an idea and the will to build it: taught by a practitioner, priced fairly and structured around the real stages of a company's life.";

export const MISSION_PILLARS: ReadonlyArray<MissionPillar> = [
  {
    id: "practice",
    title: "Learning by doing",
    text: "Every module ends with a task on your own business: an interview script to run, a cash-flow sheet to fill in, a campaign to launch. You finish with work done, not just notes.",
  },
  {
    id: "expertise",
    title: "Taught by a practitioner",
    text: `${instructor.name} has started, run and advised small companies for fifteen years. The examples come from real exports, real registrations and real funding rounds.`,
  },
  {
    id: "access",
    title: "Open to everyone",
    text: "No entry exams and no prior business degree. Lessons are self-paced, work on any device and are written in plain language for first-time founders.",
  },
  {
    id: "path",
    title: "One path from idea to global",
    text: "The four courses follow a business through its life: idea, company, international sales and growth. You can start at the stage you are at and skip what you already know.",
  },
  {
    id: "value",
    title: "Value that lasts",
    text: "You pay once per course and keep lifetime access to its materials and updates, with a certificate when you complete it. Your business grows; the course stays with it.",
  },
  {
    id: "honesty",
    title: "Honest by default",
    text: "Clear prices, a 30-day money-back guarantee and numbers we report as they are. We would rather tell you a course is not right for you than sell it to you.",
  },
];

/** SPEC /mission: word for word. */
export const IMPACT_STATS: ReadonlyArray<Stat> = [
  { value: "0", label: "Lives transformed" },
  { value: "New", label: "Platform launch" },
  { value: "1", label: "Country" },
  { value: "1", label: "Instructor" },
];

export const GOALS_2025: ReadonlyArray<Goal> = [
  {
    title: "Launch all four courses",
    text: "Publish the complete path, from idea development to growth and investment, with every template and worked example in place.",
  },
  {
    title: "Welcome our first learners",
    text: "Enrol the first cohort of founders and answer every question personally, within 24 hours on business days.",
  },
  {
    title: "Improve from real feedback",
    text: "Review each course with its first learners and revise any lesson that did not lead to a concrete result.",
  },
  {
    title: "Build a mobile-first experience",
    text: "Make every lesson, template and quiz comfortable to use on a phone, for founders who learn between meetings.",
  },
];

export const VISION_2030: { summary: string; points: ReadonlyArray<string> } = {
  summary:
    "By 2030 we want the academy to be the place founders return to at every stage of their company: a growing library of practical courses, taught by practitioners, used by businesses that have grown from a first sale to international trade.",
  points: [
    "A team of practitioner instructors, each teaching what they have done themselves",
    "Courses and support in several languages for founders across many countries",
    "Partnerships with business incubators, chambers of commerce and export agencies",
    "Published, independently checked results: companies founded, markets entered, capital raised",
  ],
};
