export const COURSE_CATEGORIES = [
  "Entrepreneurship",
  "Business Setup",
  "Global Expansion",
  "Growth & Investment",
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const COURSE_IDS = ["1", "2", "3", "4"] as const;
export type CourseId = (typeof COURSE_IDS)[number];

export type Course = {
  id: CourseId;
  title: string;
  /** Shorter title used on the home page cards. */
  shortTitle: string;
  description: string;
  category: CourseCategory;
  duration: string;
  students: number;
  rating: number;
  price: string;
  level: string;
  features: ReadonlyArray<string>;
};

export const courses: readonly [Course, ...Course[]] = [
  {
    id: "1",
    title: "Entrepreneurship & Business Idea Development",
    shortTitle: "Entrepreneurship & Business Ideas",
    description:
      "Turn a rough idea into a business worth building. Learn to spot real problems, test demand before you spend, shape an offer customers will pay for and write a one-page plan you can act on.",
    category: "Entrepreneurship",
    duration: "8 weeks",
    students: 0,
    rating: 4.9,
    price: "$497",
    level: "Beginner to Intermediate",
    features: [
      "Idea validation framework with customer interview scripts",
      "Lean business model canvas and one-page plan templates",
      "Pricing and offer design workshop",
      "Launch checklist for your first ten paying customers",
    ],
  },
  {
    id: "2",
    title: "Company Formation, Trade & Financial Management",
    shortTitle: "Company Formation & Finance",
    description:
      "Set up your company on solid ground. Choose the right legal structure, register and trade with confidence, keep clean books, read your own financial statements and manage cash flow before it manages you.",
    category: "Business Setup",
    duration: "6 weeks",
    students: 0,
    rating: 4.8,
    price: "$397",
    level: "Intermediate",
    features: [
      "Legal structure comparison and registration walkthrough",
      "Bookkeeping, invoicing and tax calendar templates",
      "Cash-flow forecasting spreadsheet with worked examples",
      "Contracts and trade terms checklist for suppliers and clients",
    ],
  },
  {
    id: "3",
    title: "E-Export, Digital Marketing & Sales",
    shortTitle: "E-Export & Digital Marketing",
    description:
      "Sell beyond your borders. Pick export markets with data, build an online storefront and marketplace presence, run campaigns that convert, and handle international payments, shipping and customs paperwork.",
    category: "Global Expansion",
    duration: "10 weeks",
    students: 0,
    rating: 4.9,
    price: "$597",
    level: "Intermediate to Advanced",
    features: [
      "Export market selection scorecard",
      "Cross-border marketplace and storefront setup guides",
      "Search, social and email campaign playbooks",
      "International payments, shipping and customs toolkit",
    ],
  },
  {
    id: "4",
    title: "Growth, Investment & Globalization",
    shortTitle: "Growth & Globalization",
    description:
      "Scale what already works. Build repeatable growth systems, prepare for investors with a clear equity story and data room, and plan international expansion through partners, subsidiaries or acquisitions.",
    category: "Growth & Investment",
    duration: "12 weeks",
    students: 0,
    rating: 4.9,
    price: "$697",
    level: "Advanced",
    features: [
      "Growth model and unit-economics dashboard",
      "Investor pitch deck and data room blueprint",
      "Valuation and term-sheet fundamentals",
      "International expansion roadmap with entry-mode analysis",
    ],
  },
];

/** SPEC section 2: the detail page shows this promise. */
export const MONEY_BACK_GUARANTEE = "30-Day Money-Back Guarantee";
