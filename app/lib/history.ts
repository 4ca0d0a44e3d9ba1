/** What the browser knows about how the visitor reached the current page. */
export type ArrivalContext = {
  /** `window.history.length`: 1 in a fresh tab, where Back goes nowhere. */
  historyLength: number;
  /** `document.referrer`. */
  referrer: string;
  /** `window.location.origin`. */
  origin: string;
};

/**
 * Whether the browser's Back would stay on this site. Every page is a full page load of prerendered HTML, so a
 * same-origin referrer in a tab with history says the visitor came from a page of the site. A page opened in a
 * new tab has a referrer but nowhere to go back to; a link from another site, or none, has no such referrer.
 */
export function hasPreviousSitePage({ historyLength, referrer, origin }: ArrivalContext) {
  return historyLength > 1 && sameOrigin(referrer, origin);
}

function sameOrigin(url: string, origin: string) {
  try {
    return url !== "" && new URL(url).origin === origin;
  } catch {
    return false;
  }
}
