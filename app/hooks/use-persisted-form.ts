import { useEffect, useRef, useState } from "react";

import { canStore, readStoredFields, removeStoredFields, writeStoredFields } from "~/lib/session-store";

/** Kept in sessionStorage while the visitor types, so that a reload loses nothing (team rule 4). */
export function usePersistedForm<T extends Record<string, string>>(storageKey: string, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  // The values as last set: fields that report text typed before hydration all do so before the next render.
  const latest = useRef(values);

  // Read after hydration, not during render, so the prerendered HTML and the first client render agree.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time check of an external store
    if (!canStore()) setUnsaved(true);
    const stored = readStoredFields(storageKey, initial);
    if (!stored) return;
    // What was typed before hydration is newer than what a reload stored.
    const typedEarly = Object.fromEntries(
      Object.entries(latest.current).filter(([name, value]) => value !== initial[name]),
    );
    const next = { ...initial, ...stored, ...typedEarly };
    latest.current = next;
    if (Object.keys(typedEarly).length > 0 && !writeStoredFields(storageKey, next)) setUnsaved(true);
    setValues(next);
    setRestored(true);
    // `initial` is a fresh object each render; the stored values are read once per key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);

  function setField(name: keyof T & string, value: string) {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (!writeStoredFields(storageKey, next)) setUnsaved(true);
  }

  function clear() {
    removeStoredFields(storageKey);
    latest.current = initial;
    setValues(initial);
    setRestored(false);
  }

  return { values, setField, restored, unsaved, clear };
}
