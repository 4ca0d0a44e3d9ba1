/** The fake send delay of the purchase and contact forms (SPEC sections 4 and 9: 1000 ms). */
export const DRAFT_SEND_DELAY_MS = 1000;

/** Careers and support: submitting lasts at least 2 seconds (SPEC sections 4 and 9). */
export const REQUEST_SEND_DELAY_MS = 2000;
