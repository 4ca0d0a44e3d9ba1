import { z } from "zod";

import { text, textList } from "./fields.ts";

// content/company.yml: its schema and what the pages receive (scripts/content/collections/company.ts loads it).

/** A figure and its label; a figure may be written as a number (0) or a text (New). */
const stat = z.strictObject({ value: z.union([text, z.number()]), label: text });

/** An icon card; `id` picks its icon, so the options are the icons the page has. */
function card<const Ids extends readonly [string, ...string[]]>(ids: Ids) {
  return z.strictObject({ id: z.enum(ids), title: text, text });
}

/** content/company.yml: the texts of /about, /mission and the "why join us" part of /careers. */
export const companySchema = z.strictObject({
  about: z.strictObject({
    /** SPEC /about: students enrolled, expert instructor, courses, platform status. */
    stats: z.array(stat).min(1, "expected at least one item"),
    /** "Our Story": one text per paragraph. */
    story: textList,
    vision: z.strictObject({ quote: text, author: text, role: text }),
    values: z.array(card(["excellence", "community", "accessibility", "innovation"])),
  }),
  mission: z.strictObject({
    /** The lead under the page's title. */
    statement: text,
    pillars: z.array(card(["practice", "expertise", "access", "path", "value", "honesty"])),
    /** "Our Impact" (SPEC /mission). */
    impact: z.array(stat).min(1, "expected at least one item"),
    /** "2025 Short-Term Goals". */
    goals: z.array(z.strictObject({ title: text, text })).min(1, "expected at least one item"),
    /** "2030 Long-Term Vision". */
    vision: z.strictObject({ summary: text, points: textList }),
  }),
  careers: z.strictObject({
    perks: z.array(card(["culture", "balance", "growth", "global"])),
    /** "What happens next" after an application, one step each. */
    hiringSteps: textList,
  }),
});

type CompanyFile = z.output<typeof companySchema>;
export type StatFile = z.output<typeof stat>;

export type Stat = { value: string; label: string };

/** content/company.yml with every figure as the text the page shows. */
export type Company = {
  about: Omit<CompanyFile["about"], "stats"> & { stats: Stat[] };
  mission: Omit<CompanyFile["mission"], "impact"> & { impact: Stat[] };
  careers: CompanyFile["careers"];
};
