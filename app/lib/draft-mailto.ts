import { buildMailtoHref } from "./contact-links";
import type { EmailDraft } from "./email-draft";

/** Longest mailto: URL offered as an "Open in email app" link; longer ones fail in some mail apps. */
export const MAILTO_MAX_LENGTH = 1800;

/**
 * A mailto: link that opens the draft in the visitor's email app, or null when the encoded link would reach
 * MAILTO_MAX_LENGTH characters: the visitor then copies the draft instead.
 */
export function buildDraftMailtoHref(to: string, draft: EmailDraft) {
  const href = buildMailtoHref(to, draft);
  return href.length < MAILTO_MAX_LENGTH ? href : null;
}
