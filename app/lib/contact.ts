/** A tel: URL from a display phone number: digits and a leading + only. */
export function buildTelHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
