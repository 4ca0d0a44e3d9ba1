import { isSiteStorageKey, STORAGE_PROBE_KEY } from "./storage-keys";

// sessionStorage can be missing, disabled (private mode, blocked cookies) or full: every access is guarded,
// and a failure only means the values are not kept.

function getStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * How long a stored copy is kept after its last change: long enough to reload, come back from the email app or
 * reopen a closed tab, and no longer (the Privacy and Cookie policies say so). An older copy is deleted unread, by
 * the form that reads it or by `purgeExpiredCopies` on any page that runs script (decision 0025).
 */
export const STORED_FOR_MS = 60 * 60 * 1000;

/** What is written under a key: the value and when it was written. */
type StoredEntry = { savedAt: number; value: unknown };

function isStoredEntry(entry: unknown): entry is StoredEntry {
  return (
    typeof entry === "object" &&
    entry !== null &&
    "value" in entry &&
    "savedAt" in entry &&
    typeof entry.savedAt === "number"
  );
}

/**
 * The JSON value stored under `key`, or null when there is none or it cannot be read; a copy older than
 * STORED_FOR_MS (or written in the future, by a clock set back, or unreadable) is deleted and reads as none.
 */
export function readStoredJson(key: string): unknown {
  try {
    const raw = getStorage()?.getItem(key);
    const entry = raw ? (JSON.parse(raw) as unknown) : null;
    if (entry === null) return null;
    const age = isStoredEntry(entry) ? Date.now() - entry.savedAt : Number.NaN;
    if (isStoredEntry(entry) && age >= 0 && age < STORED_FOR_MS) return entry.value;
    removeStoredFields(key);
    return null;
  } catch {
    // Not JSON: nothing the site wrote, so nothing to keep.
    removeStoredFields(key);
    return null;
  }
}

/**
 * Deletes, unread, every copy of the site's forms in this tab that is an hour old (or unreadable), whichever form
 * wrote it. Runs before the first island of every page that has one hydrates (astro.config.mjs): pages without
 * JavaScript cannot (decision 0025). Returns the keys deleted.
 */
export function purgeExpiredCopies(): string[] {
  try {
    const storage = getStorage();
    if (!storage) return [];
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && isSiteStorageKey(key),
    );
    return keys.filter((key) => {
      readStoredJson(key);
      return storage.getItem(key) === null;
    });
  } catch {
    return [];
  }
}

/** The string fields stored under `key`, limited to the names in `fields`; null when nothing usable is stored. */
export function readStoredFields<T extends Record<string, string>>(
  key: string,
  fields: T,
): Partial<T> | null {
  const parsed = readStoredJson(key);
  if (typeof parsed !== "object" || parsed === null) return null;
  const entries = Object.entries(parsed).filter(
    ([name, value]) => Object.hasOwn(fields, name) && typeof value === "string",
  );
  return entries.length ? (Object.fromEntries(entries) as Partial<T>) : null;
}

/** Stores the fields (or any JSON value) with the time; returns false when storage refused them. */
export function writeStoredFields(key: string, values: unknown) {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(key, JSON.stringify({ savedAt: Date.now(), value: values } satisfies StoredEntry));
    return true;
  } catch {
    return false;
  }
}

export function removeStoredFields(key: string) {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** Whether this tab can keep anything at all: false when storage is blocked (it throws) or full. */
export function canStore() {
  const stored = writeStoredFields(STORAGE_PROBE_KEY, "");
  removeStoredFields(STORAGE_PROBE_KEY);
  return stored;
}
