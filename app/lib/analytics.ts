/**
 * The conversions the site counts, as the analytics provider's custom events (app/lib/analytics-settings.ts).
 * Only these names and the listed properties are ever sent: never a name, an address or typed text.
 */
export type ConversionEvent =
  | { name: "Purchase Request"; props: { course: string; courseId: string; delivery: Delivery } }
  | { name: "Email Draft"; props: { action: "copied" | "opened" } }
  | { name: "Contact Request" | "Application" | "Support Request"; props: { delivery: Delivery } }
  | { name: "Newsletter Signup"; props: { delivery: Delivery } };

/** How a request reached the business: posted to a service, or composed as an email draft to send. */
export type Delivery = "sent" | "draft";

type Tracker = {
  plausible?: (name: string, options: { props: Record<string, string> }) => void;
  umami?: { track: (name: string, data: Record<string, string>) => void };
  goatcounter?: { count: (options: { path: string; title: string; event: boolean }) => void };
};

/** Sends one event to whichever provider's script loaded; without one (analytics off, blocked) it does nothing. */
export function trackEvent({ name, props }: ConversionEvent) {
  const tracker = window as Tracker;
  try {
    if (tracker.plausible) tracker.plausible(name, { props });
    else if (tracker.umami) tracker.umami.track(name, props);
    // GoatCounter has no event properties: they become part of the event's path.
    else
      tracker.goatcounter?.count({
        path: [name, ...Object.values(props)].join("/"),
        title: name,
        event: true,
      });
  } catch {
    // A provider's script that fails must never break the form that reported the event.
  }
}
