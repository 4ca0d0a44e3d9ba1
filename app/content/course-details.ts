import { type CourseId, MONEY_BACK_GUARANTEE } from "./courses";

export const LECTURE_TYPES = ["video", "reading", "exercise", "quiz"] as const;
export type LectureType = (typeof LECTURE_TYPES)[number];

export type Lecture = {
  title: string;
  /** Expected study time in minutes: running time for a video, working time for the rest. */
  minutes: number;
  type: LectureType;
};

/** One week of a course: section N is week N, so a course has as many sections as weeks. */
export type CurriculumSection = { title: string; lectures: ReadonlyArray<Lecture> };

export type CourseFaq = { question: string; answer: string };

/** What the detail page adds to a course (PRODUCT.md item 1); the instructor is the site's one instructor. */
export type CourseDetails = {
  /** Study time a week, in hours, as the FAQ states it. */
  weeklyHours: { min: number; max: number };
  curriculum: ReadonlyArray<CurriculumSection>;
  requirements: ReadonlyArray<string>;
  targetAudience: ReadonlyArray<string>;
  faq: ReadonlyArray<CourseFaq>;
};

const GUARANTEE_ANSWER = `Every course carries our ${MONEY_BACK_GUARANTEE}. Ask for a refund within 30 days of your purchase and we return the full price, processed within 5-7 business days. The guarantee covers courses that are no more than 50% completed.`;

export const courseDetails: Readonly<Record<CourseId, CourseDetails>> = {
  "1": {
    weeklyHours: { min: 3, max: 4 },
    curriculum: [
      {
        title: "Finding problems worth solving",
        lectures: [
          { title: "Welcome: how the course works and what you will build", minutes: 12, type: "video" },
          { title: "Problems, not products: where lasting businesses start", minutes: 26, type: "video" },
          { title: "Ten idea sources in your own work and community", minutes: 25, type: "reading" },
          { title: "Build a long list of twenty problems", minutes: 105, type: "exercise" },
          { title: "Check-in: telling a real problem from a nice idea", minutes: 12, type: "quiz" },
        ],
      },
      {
        title: "Understanding your first customers",
        lectures: [
          { title: "Choosing a first customer segment you can actually reach", minutes: 24, type: "video" },
          { title: "Jobs, pains and gains: a practical customer profile", minutes: 28, type: "video" },
          { title: "Avoiding the “everyone is my customer” trap", minutes: 20, type: "reading" },
          { title: "Draft the customer profile for your best idea", minutes: 120, type: "exercise" },
        ],
      },
      {
        title: "Customer interviews that tell the truth",
        lectures: [
          { title: "Why friendly people give you misleading answers", minutes: 18, type: "video" },
          { title: "Interview scripts: ask about the past, not the future", minutes: 30, type: "video" },
          { title: "Recruiting ten interviewees in one week", minutes: 20, type: "reading" },
          { title: "Run and log your first five interviews", minutes: 150, type: "exercise" },
        ],
      },
      {
        title: "Testing demand before you spend",
        lectures: [
          { title: "Smoke tests, pre-sales and one-page landing pages", minutes: 28, type: "video" },
          { title: "Setting a pass-or-fail threshold before the test starts", minutes: 16, type: "video" },
          { title: "Case study: three demand tests and what they revealed", minutes: 25, type: "reading" },
          { title: "Design and launch one demand test", minutes: 120, type: "exercise" },
          { title: "Check-in: reading test results honestly", minutes: 10, type: "quiz" },
        ],
      },
      {
        title: "The lean business model",
        lectures: [
          { title: "The lean canvas, box by box", minutes: 32, type: "video" },
          { title: "Revenue streams and costs for a first-year business", minutes: 24, type: "video" },
          { title: "Complete the lean canvas for your validated idea", minutes: 120, type: "exercise" },
          { title: "Check-in: business model basics", minutes: 12, type: "quiz" },
        ],
      },
      {
        title: "Pricing and designing your offer",
        lectures: [
          { title: "Value-based pricing for a new business", minutes: 28, type: "video" },
          { title: "Packaging an offer: tiers, guarantees and bonuses", minutes: 22, type: "video" },
          { title: "Pricing workshop: set and test three price points", minutes: 120, type: "exercise" },
          { title: "When and how to raise your prices", minutes: 15, type: "reading" },
        ],
      },
      {
        title: "Your one-page business plan",
        lectures: [
          { title: "From canvas to a plan you can act on", minutes: 20, type: "video" },
          { title: "Milestones, a simple budget and a 90-day calendar", minutes: 26, type: "video" },
          { title: "Write your one-page plan with the template", minutes: 120, type: "exercise" },
          { title: "Self-review checklist for your plan", minutes: 20, type: "reading" },
        ],
      },
      {
        title: "Launching to your first ten customers",
        lectures: [
          { title: "Where your first ten paying customers come from", minutes: 24, type: "video" },
          { title: "The launch checklist, step by step", minutes: 20, type: "video" },
          { title: "Schedule your launch week and first outreach", minutes: 120, type: "exercise" },
          { title: "Final assessment", minutes: 25, type: "quiz" },
        ],
      },
    ],
    requirements: [
      "No business background: curiosity and a problem you care about are enough to start.",
      "A computer, tablet or phone with internet access and any spreadsheet app.",
      "Readiness to talk to at least ten potential customers during weeks 3 and 4.",
      "3 to 4 hours a week for eight weeks, including the exercises.",
    ],
    targetAudience: [
      "First-time founders who want to test an idea before leaving a job or spending savings.",
      "Employees and freelancers planning a side business.",
      "Students and recent graduates weighing self-employment as a career path.",
      "Owners of small businesses exploring a new product or service line.",
    ],
    faq: [
      {
        question: "Who is this course for?",
        answer:
          "It is built for people at the very start: you have an idea, or only the wish to start something, and want a method to find out whether it is worth your time and money. No business experience is assumed; if you already run a company, it helps you test a new product before you invest in it.",
      },
      {
        question: "How much time do I need each week?",
        answer:
          "Plan on 3 to 4 hours a week for eight weeks. About an hour goes to videos and reading; the rest is exercises on your own idea, such as customer interviews and a demand test. You study at your own pace, so a busy week can simply take longer.",
      },
      {
        question: "What happens after the course?",
        answer:
          "You keep lifetime access to every lesson, interview script and template, including later updates, and receive a certificate once you pass the final assessment. When your idea has paying customers, Company Formation, Trade & Financial Management is the natural next step.",
      },
      { question: "What if the course is not right for me?", answer: GUARANTEE_ANSWER },
    ],
  },

  "2": {
    weeklyHours: { min: 4, max: 5 },
    curriculum: [
      {
        title: "Choosing your legal structure",
        lectures: [
          {
            title: "Sole trader, partnership or limited company: what really changes",
            minutes: 30,
            type: "video",
          },
          { title: "Liability, tax and paperwork compared side by side", minutes: 26, type: "video" },
          { title: "Questions to ask an accountant before you register", minutes: 20, type: "reading" },
          { title: "Complete the structure comparison for your business", minutes: 150, type: "exercise" },
          { title: "Check-in: matching structures to situations", minutes: 12, type: "quiz" },
        ],
      },
      {
        title: "Registering and getting ready to trade",
        lectures: [
          { title: "The registration walkthrough, step by step", minutes: 28, type: "video" },
          { title: "Business bank accounts, licences and insurance", minutes: 24, type: "video" },
          { title: "A compliance calendar for your first month", minutes: 20, type: "reading" },
          { title: "Build your registration and set-up checklist", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "Contracts and trade terms",
        lectures: [
          { title: "The contract clauses that protect a small company", minutes: 30, type: "video" },
          { title: "Payment terms, deposits and late-payment policies", minutes: 24, type: "video" },
          { title: "Working with suppliers: quotes, orders and delivery terms", minutes: 22, type: "video" },
          { title: "Review a sample supplier agreement with the checklist", minutes: 165, type: "exercise" },
        ],
      },
      {
        title: "Bookkeeping and invoicing",
        lectures: [
          { title: "A chart of accounts that stays simple", minutes: 26, type: "video" },
          { title: "Invoices that get paid on time", minutes: 18, type: "video" },
          { title: "Your tax calendar: sales tax, payroll and annual filings", minutes: 25, type: "reading" },
          { title: "Record a month of sample transactions", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "Reading your financial statements",
        lectures: [
          { title: "Profit and loss, balance sheet and cash-flow statement", minutes: 34, type: "video" },
          { title: "Margins and the five ratios worth checking monthly", minutes: 26, type: "video" },
          { title: "Worked example: a small trading company’s first year", minutes: 30, type: "reading" },
          { title: "Analyse the worked example’s statements", minutes: 150, type: "exercise" },
          { title: "Check-in: reading the numbers", minutes: 15, type: "quiz" },
        ],
      },
      {
        title: "Cash-flow forecasting and control",
        lectures: [
          { title: "Building a 13-week cash-flow forecast", minutes: 32, type: "video" },
          {
            title: "Working capital: stock, customers who owe you, suppliers you owe",
            minutes: 24,
            type: "video",
          },
          { title: "Forecast your next quarter with the spreadsheet", minutes: 180, type: "exercise" },
          { title: "Final assessment", minutes: 25, type: "quiz" },
        ],
      },
    ],
    requirements: [
      "A business idea you have tested, or a business you trade in informally and want to formalise.",
      "Comfort with basic spreadsheet formulas such as sums and percentages.",
      "Access to your country’s company registry and tax authority websites; the course shows what to look for.",
      "4 to 5 hours a week for six weeks.",
    ],
    targetAudience: [
      "Founders about to register their first company.",
      "Sole traders ready to move to a limited company as they grow.",
      "Owners of young companies who want to understand and control their own books.",
      "Small importers and wholesalers who want clearer contracts and trade terms.",
    ],
    faq: [
      {
        question: "Who is this course for?",
        answer:
          "It suits founders who are about to register a company or have just done so, and owners who feel unsure about their books, contracts or cash. It explains the common structures and the principles behind them; for decisions specific to your country, it shows you which questions to bring to a local accountant or lawyer.",
      },
      {
        question: "How much time do I need each week?",
        answer:
          "Plan on 4 to 5 hours a week for six weeks. Each week has about an hour of videos and reading and two to three hours of hands-on work with the templates, such as recording a month of sample transactions or building your cash-flow forecast.",
      },
      {
        question: "What happens after the course?",
        answer:
          "You keep lifetime access to the lessons, the bookkeeping and tax calendar templates and the cash-flow spreadsheet, including later updates, and receive a certificate once you pass the final assessment. Once your company is trading, E-Export, Digital Marketing & Sales helps you find customers abroad.",
      },
      { question: "What if the course is not right for me?", answer: GUARANTEE_ANSWER },
    ],
  },

  "3": {
    weeklyHours: { min: 4, max: 5 },
    curriculum: [
      {
        title: "Export readiness",
        lectures: [
          { title: "Is your business ready to sell abroad?", minutes: 24, type: "video" },
          { title: "Product, pricing and capacity checks before you export", minutes: 28, type: "video" },
          { title: "The hidden costs of a first export order", minutes: 25, type: "reading" },
          { title: "Complete the export readiness audit", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "Choosing markets with data",
        lectures: [
          {
            title: "Shortlisting markets with trade statistics and search demand",
            minutes: 34,
            type: "video",
          },
          { title: "The market selection scorecard in practice", minutes: 26, type: "video" },
          { title: "Score five candidate markets", minutes: 180, type: "exercise" },
          { title: "Check-in: market research sources", minutes: 12, type: "quiz" },
        ],
      },
      {
        title: "Localising your offer",
        lectures: [
          { title: "Language, prices and trust signals that travel", minutes: 28, type: "video" },
          { title: "Labelling and consumer rules by region", minutes: 30, type: "reading" },
          { title: "Localise one product page for your first market", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "Cross-border marketplaces",
        lectures: [
          { title: "Global or regional marketplace: how to choose", minutes: 30, type: "video" },
          { title: "Listings that sell: titles, images and reviews", minutes: 28, type: "video" },
          { title: "Marketplace fees and margin modelling", minutes: 25, type: "reading" },
          { title: "Draft your first marketplace listing", minutes: 150, type: "exercise" },
        ],
      },
      {
        title: "Your own international storefront",
        lectures: [
          { title: "Storefront platforms, currencies and tax settings", minutes: 32, type: "video" },
          { title: "Checkout basics for buyers in other countries", minutes: 26, type: "video" },
          { title: "Configure a storefront for two currencies", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "Search marketing across markets",
        lectures: [
          { title: "Keyword research in other languages and markets", minutes: 30, type: "video" },
          { title: "Structuring paid search campaigns for international sales", minutes: 34, type: "video" },
          { title: "Build a search campaign plan for one market", minutes: 165, type: "exercise" },
          { title: "Check-in: search marketing", minutes: 12, type: "quiz" },
        ],
      },
      {
        title: "Social media and content marketing",
        lectures: [
          { title: "Choosing platforms by market, not by habit", minutes: 24, type: "video" },
          { title: "Content calendars and creator partnerships abroad", minutes: 28, type: "video" },
          { title: "Measuring social campaigns by revenue, not reach", minutes: 20, type: "reading" },
          { title: "Plan a four-week content calendar", minutes: 165, type: "exercise" },
        ],
      },
      {
        title: "Email marketing and sales funnels",
        lectures: [
          { title: "Growing an email list from international traffic", minutes: 26, type: "video" },
          { title: "Welcome, abandoned-cart and win-back sequences", minutes: 30, type: "video" },
          { title: "Write a three-email welcome sequence", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "Payments, shipping and customs",
        lectures: [
          { title: "International payment methods and currency risk", minutes: 30, type: "video" },
          { title: "Incoterms, shipping options and landed cost", minutes: 34, type: "video" },
          {
            title: "Customs paperwork: commercial invoices, HS codes and duties",
            minutes: 30,
            type: "reading",
          },
          { title: "Calculate the landed cost of three sample orders", minutes: 150, type: "exercise" },
        ],
      },
      {
        title: "Scaling export sales",
        lectures: [
          { title: "Working with distributors, agents and trade buyers", minutes: 28, type: "video" },
          { title: "Your 12-month export sales plan", minutes: 24, type: "video" },
          { title: "Complete your export sales plan", minutes: 165, type: "exercise" },
          { title: "Final assessment", minutes: 25, type: "quiz" },
        ],
      },
    ],
    requirements: [
      "A product or service that already sells in your home market, or is ready to.",
      "A website, or the willingness to set up a simple online store during the course.",
      "Familiarity with everyday online marketing terms such as keywords, clicks and conversion.",
      "4 to 5 hours a week for ten weeks; a small advertising test budget helps but is optional.",
    ],
    targetAudience: [
      "Product businesses ready to sell to customers in other countries.",
      "Brands and makers already selling on one marketplace who want to add new markets.",
      "Service firms taking their offer online and across borders.",
      "Marketing and sales managers responsible for international growth.",
    ],
    faq: [
      {
        question: "Who is this course for?",
        answer:
          "It is for businesses that already sell at home and want to sell abroad, and for the people who run their marketing and sales. It assumes you know the basics of running a company and of online marketing, and goes into market selection, localisation, campaigns and the logistics of cross-border orders.",
      },
      {
        question: "How much time do I need each week?",
        answer:
          "Plan on 4 to 5 hours a week for ten weeks. Around an hour each week is video and reading; the rest is applied work such as scoring markets, setting up listings and planning campaigns for your own products.",
      },
      {
        question: "What happens after the course?",
        answer:
          "You keep lifetime access to the lessons, playbooks and the payments, shipping and customs toolkit, including later updates, and receive a certificate once you pass the final assessment. When your export sales are growing, Growth, Investment & Globalization shows how to scale them and fund the next stage.",
      },
      { question: "What if the course is not right for me?", answer: GUARANTEE_ANSWER },
    ],
  },

  "4": {
    weeklyHours: { min: 4, max: 5 },
    curriculum: [
      {
        title: "Diagnosing your growth engine",
        lectures: [
          { title: "Where growth really comes from in your business", minutes: 28, type: "video" },
          { title: "Cohort analysis without a data team", minutes: 32, type: "video" },
          { title: "Run a cohort analysis on your own sales data", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "Unit economics that survive scrutiny",
        lectures: [
          { title: "Customer acquisition cost, lifetime value and payback", minutes: 34, type: "video" },
          { title: "Contribution margin by product, channel and market", minutes: 26, type: "video" },
          { title: "Common mistakes investors find in founders’ numbers", minutes: 25, type: "reading" },
          { title: "Build your unit-economics dashboard", minutes: 150, type: "exercise" },
        ],
      },
      {
        title: "Repeatable acquisition",
        lectures: [
          { title: "Choosing the two channels that can scale", minutes: 30, type: "video" },
          { title: "Running growth experiments with a weekly rhythm", minutes: 26, type: "video" },
          {
            title: "Design three growth experiments and their success measures",
            minutes: 180,
            type: "exercise",
          },
          { title: "Check-in: acquisition economics", minutes: 12, type: "quiz" },
        ],
      },
      {
        title: "Retention, expansion and pricing power",
        lectures: [
          { title: "Retention as the engine of efficient growth", minutes: 28, type: "video" },
          { title: "Upsell, cross-sell and annual plans", minutes: 24, type: "video" },
          { title: "Price increases without losing customers", minutes: 20, type: "reading" },
          { title: "Plan a retention and pricing review", minutes: 165, type: "exercise" },
        ],
      },
      {
        title: "The growth model",
        lectures: [
          { title: "A three-year growth model, driver by driver", minutes: 36, type: "video" },
          { title: "Scenarios and sensitivity: what moves the outcome", minutes: 26, type: "video" },
          { title: "Build your growth model from your dashboard", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "Funding options",
        lectures: [
          { title: "Revenue, debt, equity and grants: choosing the right money", minutes: 32, type: "video" },
          { title: "What banks, angels and funds each look for", minutes: 28, type: "video" },
          { title: "Comparing the real cost of four funding offers", minutes: 25, type: "reading" },
          { title: "Write your funding needs statement", minutes: 150, type: "exercise" },
        ],
      },
      {
        title: "The equity story and pitch deck",
        lectures: [
          { title: "The equity story: why now, why you, why this much", minutes: 30, type: "video" },
          { title: "A twelve-slide investor deck, slide by slide", minutes: 34, type: "video" },
          { title: "Draft your pitch deck with the template", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "The data room and due diligence",
        lectures: [
          { title: "What goes in a data room, and in what order", minutes: 26, type: "video" },
          { title: "Due diligence questions and how to prepare the answers", minutes: 28, type: "video" },
          { title: "Set up your data room with the blueprint", minutes: 180, type: "exercise" },
          { title: "Check-in: investor readiness", minutes: 12, type: "quiz" },
        ],
      },
      {
        title: "Valuation and term sheets",
        lectures: [
          { title: "Valuation methods for private growth companies", minutes: 34, type: "video" },
          { title: "Term-sheet fundamentals: dilution, preferences and control", minutes: 32, type: "video" },
          { title: "Annotated term sheet: clause by clause", minutes: 30, type: "reading" },
          { title: "Model dilution across two funding rounds", minutes: 150, type: "exercise" },
        ],
      },
      {
        title: "Choosing markets for global scale",
        lectures: [
          { title: "Market attractiveness against your ability to win", minutes: 28, type: "video" },
          { title: "Regulation, tax and talent as expansion factors", minutes: 26, type: "video" },
          { title: "Rank your expansion markets", minutes: 180, type: "exercise" },
        ],
      },
      {
        title: "Entry modes",
        lectures: [
          { title: "Partners, distributors and licensing", minutes: 28, type: "video" },
          { title: "Subsidiaries, joint ventures and acquisitions", minutes: 32, type: "video" },
          { title: "Entry-mode analysis: a worked example", minutes: 25, type: "reading" },
          {
            title: "Choose and justify the entry mode for your first market",
            minutes: 150,
            type: "exercise",
          },
        ],
      },
      {
        title: "Leading the expansion",
        lectures: [
          { title: "Building the team and governance for international growth", minutes: 30, type: "video" },
          { title: "Your international expansion roadmap", minutes: 26, type: "video" },
          { title: "Complete your expansion roadmap", minutes: 165, type: "exercise" },
          { title: "Final assessment", minutes: 25, type: "quiz" },
        ],
      },
    ],
    requirements: [
      "An operating business with at least a year of sales, or a proven product with paying customers.",
      "Confidence reading a profit and loss statement and a balance sheet; Company Formation, Trade & Financial Management covers both.",
      "Access to your own sales, marketing and cost data for the exercises.",
      "4 to 5 hours a week for twelve weeks.",
    ],
    targetAudience: [
      "Founders of profitable or fast-growing companies ready to scale.",
      "Owners preparing for a first investment round or a larger bank facility.",
      "Leadership teams planning expansion into new countries.",
      "Managers and advisers who support companies through growth and fundraising.",
    ],
    faq: [
      {
        question: "Who is this course for?",
        answer:
          "It is the advanced course of the four, for people who already run a business with customers and numbers to work from. It suits founders preparing to raise money, owners planning to enter new countries and the managers who support them; if you are still validating an idea, start with Entrepreneurship & Business Idea Development.",
      },
      {
        question: "How much time do I need each week?",
        answer:
          "Plan on 4 to 5 hours a week for twelve weeks. About an hour a week is video and reading; most of the time goes into building your own growth model, pitch deck, data room and expansion roadmap from your real figures.",
      },
      {
        question: "What happens after the course?",
        answer:
          "You keep lifetime access to the lessons and to every template, including later updates, and receive a certificate once you pass the final assessment. The dashboard, growth model and data room blueprint are built to stay in use as working tools while you raise funds and expand.",
      },
      { question: "What if the course is not right for me?", answer: GUARANTEE_ANSWER },
    ],
  },
};
