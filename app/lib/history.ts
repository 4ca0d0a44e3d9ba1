/** What the browser knows about how the visitor reached the current page. */
export type ArrivalContext = {
  /** `window.history.state`: React Router numbers the entries it creates in `idx`. */
  historyState: unknown;
  /** `window.history.length`: 1 in a fresh tab, where Back goes nowhere. */
  historyLength: number;
  /** `document.referrer`. */
  referrer: string;
  /** `window.location.origin`. */
  origin: string;
};

/**
 * Whether the browser's Back would stay on this site. Inside the app React Router numbers its entries
 * (`history.state.idx` above 0). A page that ships no JavaScript (`handle = { hydrate: false }`) links with full
 * page loads, so the app starts again at idx 0: there a same-origin referrer in a tab with history says where the
 * visitor came from.
 */
export function hasPreviousSitePage({ historyState, historyLength, referrer, origin }: ArrivalContext) {
  if (
    typeof historyState === "object" &&
    historyState !== null &&
    "idx" in historyState &&
    typeof historyState.idx === "number" &&
    historyState.idx > 0
  )
    return true;
  return historyLength > 1 && sameOrigin(referrer, origin);
}

function sameOrigin(url: string, origin: string) {
  try {
    return url !== "" && new URL(url).origin === origin;
  } catch {
    return false;
  }
}
