export const POLICY_CONTACT_SECTION = { id: "contact-us", title: "Contact us" } as const;

/** A policy section's id, derived from its heading, never takes one of these. */
export const POLICY_PAGE_IDS: ReadonlyArray<string> = [
  POLICY_CONTACT_SECTION.id,
  "policy-toc-title",
  "other-policies",
  "legal-menu",
  "main",
];
