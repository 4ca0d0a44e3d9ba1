export const POLICY_TYPES = ["privacy", "terms", "cookies", "refund"] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

export const POLICY_TITLES: Readonly<Record<PolicyType, string>> = {
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  cookies: "Cookie Policy",
  refund: "Refund Policy",
};

export const POLICY_LAST_UPDATED = "August 17, 2025";

/** POLICY_LAST_UPDATED as an ISO date, for <time dateTime>. */
export const POLICY_LAST_UPDATED_ISO = "2025-08-17";

/** The closing contact block of every policy; its id must not be one of the section ids. */
export const POLICY_CONTACT_SECTION = { id: "contact-us", title: "Contact us" } as const;
