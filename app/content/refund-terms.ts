import { site } from "./site";

/**
 * The refund terms as sentences quote them, from the promises of content/site.yml. Only the help articles'
 * texts (app/content/help-article-texts.ts) still read this; delete it once they move to content/ (issue 15).
 */
export const REFUND_TERMS = {
  guarantee: site.promises.guarantee,
  requestWindow: `within ${site.promises.refundWindow}`,
  processing: site.promises.refundProcessing,
  exclusions: `more than 50% completed or bought more than ${site.promises.refundWindow} ago`,
  packages: "enterprise or custom packages may differ",
} as const;
