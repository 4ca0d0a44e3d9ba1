import { STORAGE_PROBE_KEY } from "./storage-keys";

// sessionStorage can be missing, disabled (private mode, blocked cookies) or full: every access is guarded,
// and a failure only means the values are not kept.

function getStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The JSON value stored under `key`, or null when there is none or it cannot be read. */
export function readStoredJson(key: string): unknown {
  try {
    const raw = getStorage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
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

/** Stores the fields (or any JSON value); returns false when storage refused them. */
export function writeStoredFields(key: string, values: unknown) {
  try {
    const storage = getStorage();
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(values));
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
