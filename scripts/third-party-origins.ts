import { resolveAnalytics } from "../model/analytics-settings.ts";
import { resolveNewsletter } from "../model/newsletter.ts";
import type { Site } from "../model/schemas/site.ts";
import { readServiceOrigin } from "../model/service-address.ts";

/** For connect-src only: no third party runs script on the site's origin (decision 0023). */
export function listThirdPartyOrigins(site: Site) {
  const analytics = resolveAnalytics(site);
  const newsletter = resolveNewsletter(site);
  return {
    connects: [
      site.formEndpoint ? readServiceOrigin(site.formEndpoint, "formEndpoint") : null,
      newsletter ? readServiceOrigin(newsletter.url, "newsletterEndpoint") : null,
      ...(analytics?.connectOrigins.map((origin) => readServiceOrigin(origin, "analyticsHost")) ?? []),
    ].filter((origin): origin is string => Boolean(origin)),
  };
}
