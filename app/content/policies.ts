import menu from "virtual:content/policies/menu";

import type { PolicyType } from "../../model/schemas/policies.ts";

export type { PolicyType };

/** The four policies in menu order, each with its title (content/policies/{type}.md). */
export const POLICY_MENU: ReadonlyArray<{ type: PolicyType; title: string }> = menu;
