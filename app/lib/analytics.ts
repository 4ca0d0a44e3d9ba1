/** Only these names and properties are ever sent: never a name, an address or typed text. */
export type ConversionEvent =
  | {
      name: "Purchase Request" | "Waitlist Request";
      props: { course: string; courseId: string; delivery: Delivery };
    }
  | { name: "Email Draft"; props: { action: "copied" | "opened" } }
  | { name: "Contact Request" | "Application" | "Support Request"; props: { delivery: Delivery } }
  | { name: "Newsletter Signup"; props: { delivery: Delivery } };

export type Delivery = "sent" | "draft";

/** Islands never import the analytics module: it is on the page only when analytics are set, and its failures stay there. */
export const TRACK_EVENT = "site:track";

export function trackEvent(event: ConversionEvent) {
  document.dispatchEvent(new CustomEvent<ConversionEvent>(TRACK_EVENT, { detail: event }));
}
