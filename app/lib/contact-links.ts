/** A tel: URL from a display phone number: digits and a leading + only. */
export function buildTelHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A mailto: URL with an optional subject and body. Every part is percent-encoded (spaces as %20, line breaks
 * as %0D%0A, as RFC 6068 asks), so any text the visitor typed stays plain text.
 */
export function buildMailtoHref(to: string, fields: { subject?: string; body?: string } = {}) {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent((value ?? "").replace(/\r?\n/g, "\r\n"))}`)
    .join("&");
  return `mailto:${encodeURIComponent(to).replace(/%40/g, "@")}${query ? `?${query}` : ""}`;
}

/** The id of the support request form: Live Chat links to `/support#support-request`. */
export const SUPPORT_FORM_ID = "support-request";
