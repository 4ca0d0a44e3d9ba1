import { z } from "zod";

import type { PolicyType } from "../policy-options.ts";
import { isoDate, text } from "./fields.ts";

// content/policies/*.md: the schema of a policy's front matter and what the pages receive (scripts/content/collections/policies.ts loads them).

/** content/policies/{type}.md: the front matter; the Markdown body holds the sections, each under a ## heading. */
export const policySchema = z.strictObject({
  /** The page's heading, and the policy's name in the menus. */
  title: text,
  /** One or two sentences under the title; also the page's description for search engines. */
  summary: text,
  lastUpdated: isoDate,
});
export type PolicySection = {
  /** Anchor id, from the heading ("How long we keep it" → how-long-we-keep-it), unique on the page. */
  id: string;
  title: string;
  /** The section's text, compiled at build time (scripts/content/markdown.ts). */
  html: string;
};

export type Policy = z.output<typeof policySchema> & {
  type: PolicyType;
  /** lastUpdated as the page shows it: "August 17, 2025". */
  lastUpdatedText: string;
  sections: ReadonlyArray<PolicySection>;
};

export type Policies = {
  /** Each policy's type and title alone, in menu order: the menus of every page read these, not the texts. */
  menu: ReadonlyArray<{ type: PolicyType; title: string }>;
  pages: Record<PolicyType, Policy>;
};
