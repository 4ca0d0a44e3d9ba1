/**
 * The conversions the site counts, as the analytics provider's custom events (model/analytics-settings.ts).
 * Only these names and the listed properties are ever sent: never a name, an address or typed text.
 */
export type ConversionEvent =
  | {
      name: "Purchase Request" | "Waitlist Request";
      props: { course: string; courseId: string; delivery: Delivery };
    }
  | { name: "Email Draft"; props: { action: "copied" | "opened" } }
  | { name: "Contact Request" | "Application" | "Support Request"; props: { delivery: Delivery } }
  | { name: "Newsletter Signup"; props: { delivery: Delivery } };

/** How a request reached the business: posted to a service, or composed as an email draft to send. */
export type Delivery = "sent" | "draft";

/**
 * The DOM event that carries a conversion to the page's analytics module (app/lib/analytics/), which an island
 * never imports: the module is on the page only when analytics are set, and a failing listener never reaches the
 * form that reported the event.
 */
export const TRACK_EVENT = "site:track";

/** Hands one event to the page's analytics module; without one (analytics off) nothing listens. */
export function trackEvent(event: ConversionEvent) {
  document.dispatchEvent(new CustomEvent<ConversionEvent>(TRACK_EVENT, { detail: event }));
}
