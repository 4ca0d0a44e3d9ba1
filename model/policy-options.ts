/** The four policies of /legal/{type} (SPEC section 2), in the order the menus list them. */
export const POLICY_TYPES = ["privacy", "terms", "cookies", "refund"] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
