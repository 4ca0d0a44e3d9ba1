import support from "virtual:content/support";

import { site } from "./site";

// The support page's texts and options, from content/support.yml (scripts/content/collections/support.ts); its
// promises from content/site.yml.

/** SPEC section 9: the support reply promise, as the sentences that state it read. */
export const SUPPORT_RESPONSE_TIME = `within ${site.promises.supportResponseTime}`;

export const SUPPORT_STATS: ReadonlyArray<{ value: string; label: string }> = support.stats;
export const SUPPORT_CATEGORIES: ReadonlyArray<string> = support.categories;
export const SUPPORT_PRIORITIES: ReadonlyArray<{ value: string; description: string }> = support.priorities;
export const DEFAULT_SUPPORT_PRIORITY = support.defaultPriority;

/** The success panel's "What happens next?" list. */
export const SUPPORT_NEXT_STEPS: ReadonlyArray<string> = support.nextSteps;

/** The id of the support request form: Live Chat links to `/support#support-request`. */
export const SUPPORT_FORM_ID = "support-request";

/** The texts of the three ways to reach support. */
export const SUPPORT_CHANNELS = support.channels;

/** The Support page's Quick Answers. */
export const SUPPORT_QUICK_ANSWERS: ReadonlyArray<{ question: string; answer: string }> =
  support.quickAnswers;
