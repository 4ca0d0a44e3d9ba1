/**
 * The refund terms as the help articles' texts quote them (app/content/help-article-texts.ts, the only reader).
 * Written out rather than read from content/site.yml because the help tests import those texts in Node, where
 * no build serves the promises; app/lib/promises.test.ts checks that they say what the promises say. Delete this
 * module once the help articles move to content/ and quote {promises.…} themselves (issue 15).
 */
export const REFUND_TERMS = {
  guarantee: "30-day money-back guarantee",
  requestWindow: "within 30 days",
  processing: "5-7 business days",
  exclusions: "more than 50% completed or bought more than 30 days ago",
  packages: "enterprise or custom packages may differ",
} as const;
