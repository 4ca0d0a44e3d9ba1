/**
 * How the careers page's job cards and its application form talk: they are separate islands
 * (docs/decisions/0022-astro-islands.md), and this module is one instance per page for both. Apply Now calls
 * `requestApplication`; the form subscribes, and a request made before it hydrated waits here for it while the
 * form, hydrating once scrolled to, is brought into view.
 */
type Listener = (position: string) => void;

let pending: string | null = null;
const listeners = new Set<Listener>();

/** The application form's element: Apply Now scrolls to it while the form waits to be scrolled to (client:visible). */
export const APPLICATION_PANEL_ID = "application-form";

export function requestApplication(position: string) {
  if (listeners.size === 0) {
    pending = position;
    document.getElementById(APPLICATION_PANEL_ID)?.scrollIntoView({ block: "start" });
  }
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
