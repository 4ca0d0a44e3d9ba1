// The Cookie Policy describes these keys; one constant each, so that a page carries only the keys it uses.

export const CONTACT_STORAGE_KEY = "form:contact";
export const NEWSLETTER_STORAGE_KEY = "form:newsletter";
export const APPLICATION_STORAGE_KEY = "careers-application";
export const SUPPORT_STORAGE_KEY = "support-request";

export function purchaseStorageKey(courseId: string) {
  return `form:purchase:${courseId}`;
}

export function waitlistStorageKey(courseId: string) {
  return `form:waitlist:${courseId}`;
}

export function resultStorageKey(storageKey: string) {
  return `${storageKey}:result`;
}

export const STORAGE_PROBE_KEY = "form:storage-check";

/** The purge on every page with script reads only these. */
export function isSiteStorageKey(key: string) {
  return (
    key.startsWith("form:") ||
    [APPLICATION_STORAGE_KEY, SUPPORT_STORAGE_KEY].some(
      (formKey) => key === formKey || key === resultStorageKey(formKey),
    )
  );
}
