import { z } from "zod";

import { text, textList } from "./fields.ts";

const channel = z.strictObject({ title: text, detail: text, text, action: text });

export const supportSchema = z.strictObject({
  stats: z.array(z.strictObject({ value: text, label: text })).min(1, "expected at least one item"),
  categories: textList,
  priorities: z
    .array(z.strictObject({ value: text, description: text }))
    .min(1, "expected at least one item"),
  /** The priority chosen until the visitor picks another: one of `priorities`. */
  defaultPriority: text,
  nextSteps: textList,
  channels: z.strictObject({
    chat: channel,
    email: channel,
    phone: channel,
  }),
  quickAnswers: z
    .array(z.strictObject({ question: text, answer: text }))
    .min(1, "expected at least one item"),
});

export type Support = z.output<typeof supportSchema>;
