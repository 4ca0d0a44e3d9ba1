// GoatCounter has no tracker on npm: this calls its documented count endpoint (/count with p, t, r, e, s, q, b;
// goatcounter.com/help/pixel) as its count.js does, with a beacon: a page view on load, each conversion as an event
// whose path carries its properties (GoatCounter has no event properties).

import { type ConversionEvent, TRACK_EVENT } from "~/lib/analytics";

const target = import.meta.env.ANALYTICS_TARGET;

function count(path: string, title: string, event: boolean) {
  if (!target) return;
  const query = new URLSearchParams({
    p: path,
    t: title,
    r: event ? "" : document.referrer,
    e: String(event),
    s: [screen.width, screen.height, devicePixelRatio || 1].join(","),
    q: location.search,
    // count.js flags automated browsers the same way; GoatCounter leaves them out of the figures.
    b: navigator.webdriver ? "150" : "0",
    rnd: Math.random().toString(36).slice(2),
  });
  navigator.sendBeacon(`${target.endpoint}?${query}`);
}

count(location.pathname, document.title, false);
document.addEventListener(TRACK_EVENT, (event) => {
  const { name, props } = (event as CustomEvent<ConversionEvent>).detail;
  count([name, ...Object.values(props)].join("/"), name, true);
});
