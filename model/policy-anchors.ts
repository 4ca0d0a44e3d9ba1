/** The contact block every policy ends with; its title is the page's language's (content/ui, `legal.contactTitle`). */
export const POLICY_CONTACT_SECTION = { id: "contact-us" } as const;

/** A policy section's id, derived from its heading, never takes one of these. */
export const POLICY_PAGE_IDS: ReadonlyArray<string> = [
  POLICY_CONTACT_SECTION.id,
  "policy-toc-title",
  "other-policies",
  "legal-menu",
  "main",
];
