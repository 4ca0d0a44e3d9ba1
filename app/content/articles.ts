// No runtime imports: app/lib/site-urls.ts reads the slugs at build time and in browser tests.

export const ARTICLE_CATEGORIES = [
  "Technology",
  "Education",
  "Career",
  "Learning Tips",
  "Industry News",
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export type ArticleImage = { src: string; width: number; height: number };

export type Article = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** Publication day, ISO 8601 (YYYY-MM-DD). */
  date: string;
  category: ArticleCategory;
  readTime: string;
  /** Rounded view count as displayed, e.g. "2.3k". */
  views: string;
  image: ArticleImage;
  tags: ReadonlyArray<string>;
};

/** What the blog is about: its page lead and its RSS feed's description. */
export const BLOG_DESCRIPTION =
  "Practical articles on starting, running and growing a business, and on learning well online.";

/** Where the blog's RSS 2.0 feed is built (app/routes/blog-rss.ts). */
export const BLOG_FEED_PATH = "/blog/rss.xml";

const IMAGE_SIZE = { width: 1200, height: 675 } as const;

/** Newest first; the first one is the blog's Featured Article. */
export const articles: readonly [Article, ...Article[]] = [
  {
    id: 1,
    slug: "validate-a-business-idea-in-30-days",
    title: "Validate a Business Idea in 30 Days, Before You Spend on It",
    excerpt:
      "A four-week plan to find out whether real customers have the problem you want to solve, whether they already pay for it, and whether your offer makes them say yes.",
    author: "Daniel Okafor",
    date: "2026-10-27",
    category: "Education",
    readTime: "3 min read",
    views: "2.3k",
    image: { src: "/images/blog/validate-a-business-idea-in-30-days.svg", ...IMAGE_SIZE },
    tags: ["Idea Validation", "Customer Research", "Entrepreneurship", "Pricing"],
  },
  {
    id: 2,
    slug: "lean-software-stack-for-a-one-person-business",
    title: "The Lean Software Stack for a One-Person Business",
    excerpt:
      "Every tool you adopt is a tool you maintain. How to cover invoicing, bookkeeping, email, files and tasks with the smallest set of software that does the job.",
    author: "Daniel Okafor",
    date: "2026-09-15",
    category: "Technology",
    readTime: "3 min read",
    views: "1.8k",
    image: { src: "/images/blog/lean-software-stack-for-a-one-person-business.svg", ...IMAGE_SIZE },
    tags: ["Tools", "Productivity", "Small Business", "Automation"],
  },
  {
    id: 3,
    slug: "from-employee-to-founder",
    title: "From Employee to Founder: Planning the Move Without Burning Your Savings",
    excerpt:
      "When to hand in your notice, how much runway you need, and the contract clauses to check before you build anything on the side.",
    author: "Daniel Okafor",
    date: "2026-07-21",
    category: "Career",
    readTime: "2 min read",
    views: "1.5k",
    image: { src: "/images/blog/from-employee-to-founder.svg", ...IMAGE_SIZE },
    tags: ["Career Change", "Personal Finance", "Entrepreneurship", "Planning"],
  },
  {
    id: 4,
    slug: "how-to-finish-an-online-course",
    title: "How to Actually Finish an Online Course: Six Habits That Work",
    excerpt:
      "Self-paced learning gives you freedom, and freedom is exactly why courses stall after the third module. Six habits that carry you to the last lesson.",
    author: "Daniel Okafor",
    date: "2026-05-12",
    category: "Learning Tips",
    readTime: "2 min read",
    views: "2.1k",
    image: { src: "/images/blog/how-to-finish-an-online-course.svg", ...IMAGE_SIZE },
    tags: ["Study Habits", "Online Learning", "Motivation", "Productivity"],
  },
  {
    id: 5,
    slug: "cross-border-selling-what-small-exporters-should-watch",
    title: "Cross-Border Selling Is Changing: What Small Exporters Should Watch",
    excerpt:
      "Duty-free thresholds are shrinking, marketplaces collect more tax, and checkout rules keep tightening. What that means for a small company selling abroad.",
    author: "Daniel Okafor",
    date: "2026-02-24",
    category: "Industry News",
    readTime: "2 min read",
    views: "1.2k",
    image: { src: "/images/blog/cross-border-selling-what-small-exporters-should-watch.svg", ...IMAGE_SIZE },
    tags: ["E-Export", "E-Commerce", "Regulation", "Global Markets"],
  },
  {
    id: 6,
    slug: "profit-is-not-cash",
    title: "Profit Is Not Cash: Why Growing Businesses Run Out of Money",
    excerpt:
      "A profitable month can still end with an empty bank account. Where the cash hides, and the thirteen-week forecast that shows a shortfall weeks before it happens.",
    author: "Daniel Okafor",
    date: "2025-11-18",
    category: "Education",
    readTime: "2 min read",
    views: "3.1k",
    image: { src: "/images/blog/profit-is-not-cash.svg", ...IMAGE_SIZE },
    tags: ["Cash Flow", "Finance", "Bookkeeping", "Small Business"],
  },
];

export const ARTICLE_SLUGS: ReadonlyArray<string> = articles.map((article) => article.slug);
