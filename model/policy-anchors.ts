/** The block every policy ends with: the id and text of its heading, the table of contents' last entry. */
export const POLICY_CONTACT_SECTION = { id: "contact-us", title: "Contact us" } as const;

/**
 * The ids a legal page gives its own parts (with the layout's): a policy section's id, derived from its heading
 * (scripts/content/collections/policies.ts), never takes one of them.
 */
export const POLICY_PAGE_IDS: ReadonlyArray<string> = [
  POLICY_CONTACT_SECTION.id,
  "policy-toc-title",
  "other-policies",
  "legal-menu",
  "main",
];
