import { resolveAnalytics } from "../model/analytics-settings.ts";
import { resolveNewsletter } from "../model/newsletter.ts";
import type { Site } from "../model/schemas/site.ts";
import { readServiceOrigin } from "../model/service-address.ts";

/**
 * The third-party origins the settings name (analytics, form service, newsletter), for the pages' connect-src. No
 * third party runs script on the site's origin: the analytics module is the site's own (docs/decisions/0023).
 */
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
