/**
 * How the careers page's job cards and its application form talk: they are separate islands
 * (docs/decisions/0022-astro-islands.md), and this module is one instance per page for both. Apply Now calls
 * `requestApplication`; the form subscribes, and a request made before it hydrated waits here for it.
 */
type Listener = (position: string) => void;

let pending: string | null = null;
const listeners = new Set<Listener>();

export function requestApplication(position: string) {
  if (listeners.size === 0) pending = position;
  for (const listener of listeners) listener(position);
}

/** Calls `listener` for each Apply Now from now on, and at once for one that came before. */
export function onApplicationRequest(listener: Listener) {
  listeners.add(listener);
  if (pending !== null) {
    const position = pending;
    pending = null;
    listener(position);
  }
  return () => {
    listeners.delete(listener);
  };
}
