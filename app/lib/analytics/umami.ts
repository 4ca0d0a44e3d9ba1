// Umami has no tracker on npm: this posts to its documented events API (POST /api/send, docs.umami.is "Sending
// stats"), a page view on load and the site's conversions as named events with their data.

import { type ConversionEvent, TRACK_EVENT } from "~/lib/analytics";

const target = import.meta.env.ANALYTICS_TARGET;

function send(event?: ConversionEvent) {
  if (!target) return;
  const payload = {
    website: target.site,
    hostname: location.hostname,
    url: location.pathname + location.search,
    title: document.title,
    referrer: document.referrer,
    language: navigator.language,
    screen: `${screen.width}x${screen.height}`,
    ...(event ? { name: event.name, data: event.props } : {}),
  };
  fetch(target.endpoint, {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ type: "event", payload }),
  }).catch(() => undefined);
}

send();
document.addEventListener(TRACK_EVENT, (event) => send((event as CustomEvent<ConversionEvent>).detail));
