/** SPEC section 9, word for word: the refund policy (and the terms that refer to it) state each of these. */
export const REFUND_TERMS = {
  guarantee: "30-day money-back guarantee",
  requestWindow: "within 30 days",
  processing: "5-7 business days",
  exclusions: "more than 50% completed or bought more than 30 days ago",
  packages: "enterprise or custom packages may differ",
} as const;
