export const POLICY_TYPES = ["privacy", "terms", "cookies", "refund"] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export const POLICY_TITLES: Readonly<Record<PolicyType, string>> = {
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  cookies: "Cookie Policy",
  refund: "Refund Policy",
};

export const POLICY_LAST_UPDATED = "August 17, 2025";
