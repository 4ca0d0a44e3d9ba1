// Every sessionStorage key the site uses, named once: the forms keep what the visitor typed under theirs
// (app/hooks/use-persisted-form.ts), which the tests read and the Cookie Policy describes ("a key named after that
// form"). One constant each, so that a page carries only the keys it uses.

export const CONTACT_STORAGE_KEY = "form:contact";
export const NEWSLETTER_STORAGE_KEY = "form:newsletter";
export const APPLICATION_STORAGE_KEY = "careers-application";
export const SUPPORT_STORAGE_KEY = "support-request";

/** A purchase request's values are kept per course. */
export function purchaseStorageKey(courseId: string) {
  return `form:purchase:${courseId}`;
}

/** A waitlist request's values are kept per course. */
export function waitlistStorageKey(courseId: string) {
  return `form:waitlist:${courseId}`;
}

/** Where a form keeps its result (the email draft or the receipt) once the visitor holds it. */
export function resultStorageKey(storageKey: string) {
  return `${storageKey}:result`;
}

/** Written and removed at once to learn whether this tab can store anything (app/lib/session-store.ts). */
export const STORAGE_PROBE_KEY = "form:storage-check";

/**
 * Whether `key` is one of the site's own stored copies (a form's values or its result): the keys above, and the
 * purchase and result keys built from them. The purge on every page with script (app/lib/session-store.ts) reads
 * only these.
 */
export function isSiteStorageKey(key: string) {
  return (
    key.startsWith("form:") ||
    [APPLICATION_STORAGE_KEY, SUPPORT_STORAGE_KEY].some(
      (formKey) => key === formKey || key === resultStorageKey(formKey),
    )
  );
}
