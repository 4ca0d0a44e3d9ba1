// Plausible's official tracker (@plausible-analytics/tracker), bundled into the site's own module: page views on
// load, the site's conversions as custom events, to the events API of model/analytics-settings.ts.
import { init, track } from "@plausible-analytics/tracker";

import { type ConversionEvent, TRACK_EVENT } from "~/lib/analytics";

const target = import.meta.env.ANALYTICS_TARGET;

if (target) {
  init({
    domain: target.site,
    endpoint: target.endpoint,
    // Events reach this machine only in the browser tests' build: the schema allows http on 127.0.0.1 alone.
    captureOnLocalhost: new URL(target.endpoint).hostname === "127.0.0.1",
    logging: false,
    bindToWindow: false,
  });
  document.addEventListener(TRACK_EVENT, (event) => {
    const { name, props } = (event as CustomEvent<ConversionEvent>).detail;
    track(name, { props });
  });
}
