import { z } from "zod";

import { text } from "./fields.ts";

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

export const helpSchema = z.strictObject({
  topics: z
    .array(z.strictObject({ title: text, icon: z.enum(HELP_TOPIC_ICONS) }))
    .min(1, "expected at least one topic"),
  /** `id` must be unique. */
  faqs: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]+$/, "expected lowercase letters, digits and hyphens, such as refund"),
      question: text,
      answer: text,
    }),
  ),
  quickLinks: z.array(z.strictObject({ title: text, links: z.array(link) })),
});

export const helpArticleSchema = z.strictObject({
  title: text,
  topic: text,
  order: z.number().int().positive(),
  summary: text,
  related: z.array(link).default([]),
});

export type HelpFile = z.output<typeof helpSchema>;
export type Faq = HelpFile["faqs"][number];
export type QuickLinkGroup = HelpFile["quickLinks"][number];
/** `lang`: the title's language on a further language's page while it is the original's (originalLangOf). */
export type HelpArticleLink = { slug: string; title: string; lang?: string };
export type HelpTopic = { title: string; icon: HelpTopicIcon; articles: ReadonlyArray<HelpArticleLink> };

/** What the Help Center page shows (small: its JavaScript carries it). */
export type Help = {
  topics: ReadonlyArray<HelpTopic>;
  faqs: ReadonlyArray<Faq>;
  quickLinks: ReadonlyArray<QuickLinkGroup>;
};

export type HelpArticlePage = HelpArticleLink & {
  topic: string;
  summary: string;
  related: ReadonlyArray<{ label: string; to: string }>;
  html: string;
  text: string;
};
