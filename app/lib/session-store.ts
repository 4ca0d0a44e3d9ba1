import { isSiteStorageKey, STORAGE_PROBE_KEY } from "./storage-keys";

// sessionStorage can be missing, disabled or full: every access is guarded, and a failure only loses the copy.

function getStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Long enough to reload or come back from the email app, and no longer: the policies say so (decision 0025). */
export const STORED_FOR_MS = 60 * 60 * 1000;

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

/** A copy past STORED_FOR_MS, from the future (a clock set back) or unreadable is deleted and reads as none. */
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

/** Runs before the first island of every page hydrates; pages without JavaScript cannot (decision 0025). */
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

export function canStore() {
  const stored = writeStoredFields(STORAGE_PROBE_KEY, "");
  removeStoredFields(STORAGE_PROBE_KEY);
  return stored;
}
