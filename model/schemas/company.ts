import { z } from "zod";

import { text, textList } from "./fields.ts";

const stat = z.strictObject({ value: z.union([text, z.number()]), label: text });

/** An icon card; `id` picks its icon, so the options are the icons the page has. */
function card<const Ids extends readonly [string, ...string[]]>(ids: Ids) {
  return z.strictObject({ id: z.enum(ids), title: text, text });
}

export const companySchema = z.strictObject({
  about: z.strictObject({
    /** SPEC /about: students enrolled, expert instructor, courses, platform status. */
    stats: z.array(stat).min(1, "expected at least one item"),
    story: textList,
    vision: z.strictObject({ quote: text, author: text, role: text }),
    values: z.array(card(["excellence", "community", "accessibility", "innovation"])),
  }),
  mission: z.strictObject({
    statement: text,
    pillars: z.array(card(["practice", "expertise", "access", "path", "value", "honesty"])),
    impact: z.array(stat).min(1, "expected at least one item"),
    goals: z.array(z.strictObject({ title: text, text })).min(1, "expected at least one item"),
    vision: z.strictObject({ summary: text, points: textList }),
  }),
  careers: z.strictObject({
    perks: z.array(card(["culture", "balance", "growth", "global"])),
    hiringSteps: textList,
  }),
});

type CompanyFile = z.output<typeof companySchema>;
export type StatFile = z.output<typeof stat>;

export type Stat = { value: string; label: string };

export type Company = {
  about: Omit<CompanyFile["about"], "stats"> & { stats: Stat[] };
  mission: Omit<CompanyFile["mission"], "impact"> & { impact: Stat[] };
  careers: CompanyFile["careers"];
};
