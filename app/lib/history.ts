export type ArrivalContext = {
  /** `window.history.length`: 1 in a fresh tab, where Back goes nowhere. */
  historyLength: number;
  referrer: string;
  origin: string;
};

/** Every page is a full load, so a same-origin referrer in a tab with history means Back stays on the site. */
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
