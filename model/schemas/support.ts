import { z } from "zod";

import { text, textList } from "./fields.ts";

// content/support.yml: its schema, which is also what the pages receive (scripts/content/collections/support.ts loads it).

/** One way to reach support: its title, the line under it, what it offers and its link's words. */
const channel = z.strictObject({ title: text, detail: text, text, action: text });

/** content/support.yml: the texts and options of /support (SPEC section 2, "/support", and section 9). */
export const supportSchema = z.strictObject({
  /** The hero's figures: average response time, availability, resolution rate, agents. */
  stats: z.array(z.strictObject({ value: text, label: text })).min(1, "expected at least one item"),
  /** The support form's categories, in order. */
  categories: textList,
  /** The support form's priorities, each with the description shown beside it. */
  priorities: z
    .array(z.strictObject({ value: text, description: text }))
    .min(1, "expected at least one item"),
  /** The priority chosen until the visitor picks another: one of `priorities`. */
  defaultPriority: text,
  /** "What happens next?" after a request is submitted. */
  nextSteps: textList,
  /** The ways to reach support (Contact and Support pages); each action is the page's: the form, a mailto, a tel:. */
  channels: z.strictObject({
    chat: channel,
    email: channel,
    phone: channel,
  }),
  /** "Quick Answers" beside the form. */
  quickAnswers: z
    .array(z.strictObject({ question: text, answer: text }))
    .min(1, "expected at least one item"),
});

export type Support = z.output<typeof supportSchema>;
