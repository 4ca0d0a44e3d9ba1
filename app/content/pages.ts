import descriptions from "virtual:content/pages/descriptions";

// Each page's description, from content/pages.yml (scripts/content/collections/pages.ts), with the promises and the
// catalogue's count and topics already quoted; the home page's own texts are app/content/home.ts.

export const PAGE_DESCRIPTIONS = descriptions;
