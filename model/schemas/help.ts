import { z } from "zod";

import { text } from "./fields.ts";

// content/help.yml and content/help/*.md: their schemas and what the pages receive (scripts/content/collections/help.ts loads them).

/** A page of this site, such as /courses or /legal/refund. */
const sitePath = z.string().regex(/^\/(?!\/)\S*$/, "expected a page of this site, such as /courses");
const link = z.strictObject({ label: text, to: sitePath });

/** The icons a help topic's card may show: the topic names its own, so that renaming a topic keeps its icon. */
export const HELP_TOPIC_ICONS = [
  "rocket",
  "book-open",
  "wrench",
  "credit-card",
  "circle-play",
  "award",
  "user-round",
  "life-buoy",
  "shield-check",
  "mail",
] as const;
export type HelpTopicIcon = (typeof HELP_TOPIC_ICONS)[number];

/** content/help.yml: the Help Center's topics, its frequently asked questions and its quick links. */
export const helpSchema = z.strictObject({
  /** The topic cards, in this order, each with its card's icon; each help article names one title as its `topic`. */
  topics: z
    .array(z.strictObject({ title: text, icon: z.enum(HELP_TOPIC_ICONS) }))
    .min(1, "expected at least one topic"),
  /** The accordion: plain text, one question and answer each; `id` names the entry and must be unique. */
  faqs: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/, "expected lowercase letters, digits and hyphens, such as refund"),
      question: text,
      answer: text,
    }),
  ),
  quickLinks: z.array(z.strictObject({ title: text, links: z.array(link) })),
});

/** The front matter of content/help/{slug}.md; the Markdown body is the article. */
export const helpArticleSchema = z.strictObject({
  title: text,
  /** One of the topics of content/help.yml. */
  topic: text,
  /** The article's place in its topic's list: 1 first. */
  order: z.number().int().positive(),
  /** One or two sentences: the page's lead and its description for search engines. */
  summary: text,
  /** Pages of the site the article refers to, listed under it. */
  related: z.array(link).default([]),
});

export type HelpFile = z.output<typeof helpSchema>;
export type Faq = HelpFile["faqs"][number];
export type QuickLinkGroup = HelpFile["quickLinks"][number];
/** A help article as the Help Center's topic cards list it. */
export type HelpArticleLink = { slug: string; title: string };
export type HelpTopic = { title: string; icon: HelpTopicIcon; articles: ReadonlyArray<HelpArticleLink> };

/** What the Help Center page shows (small: its JavaScript carries it). */
export type Help = {
  topics: ReadonlyArray<HelpTopic>;
  faqs: ReadonlyArray<Faq>;
  quickLinks: ReadonlyArray<QuickLinkGroup>;
};

/** A help article's page: its text compiled to HTML, and as plain text for the help search's index. */
export type HelpArticlePage = HelpArticleLink & {
  topic: string;
  summary: string;
  related: ReadonlyArray<{ label: string; to: string }>;
  html: string;
  text: string;
};
