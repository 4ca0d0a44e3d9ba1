import { z } from "zod";

import type { PolicyType } from "../policy-options.ts";
import { isoDate, text } from "./fields.ts";

export const policySchema = z.strictObject({
  title: text,
  summary: text,
  lastUpdated: isoDate,
});
export type PolicySection = {
  /** Anchor id, from the heading ("How long we keep it" → how-long-we-keep-it), unique on the page. */
  id: string;
  title: string;
  html: string;
};

export type Policy = z.output<typeof policySchema> & {
  type: PolicyType;
  lastUpdatedText: string;
  sections: ReadonlyArray<PolicySection>;
};

export type Policies = {
  /** Each policy's type and title alone, in menu order: the menus of every page read these, not the texts. */
  menu: ReadonlyArray<{ type: PolicyType; title: string }>;
  pages: Record<PolicyType, Policy>;
};
