// The analytics setting of content/site.yml (`analytics`, `analyticsSite`, `analyticsScript`) read as the one
// script tag every page carries and the origins the CSP allows for it: used by the pages (app/root.tsx), the build
// (scripts/postbuild.mjs) and the schema (scripts/content/collections/site.ts). No provider sets a cookie.

export const ANALYTICS_PROVIDERS = ["plausible", "umami", "goatcounter"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export const ANALYTICS_HINT =
  "Cookie-less visitor statistics: plausible (hosted), umami or goatcounter (hosted or self-hosted); empty: none";

/** What each provider's page script needs: its default address, the attribute naming the site, who runs it. */
const PROVIDERS: Record<AnalyticsProvider, { name: string; script: string; attribute: string }> = {
  plausible: {
    name: "Plausible Analytics",
    script: "https://plausible.io/js/script.js",
    attribute: "data-domain",
  },
  umami: { name: "Umami", script: "https://cloud.umami.is/script.js", attribute: "data-website-id" },
  goatcounter: { name: "GoatCounter", script: "https://gc.zgo.at/count.js", attribute: "data-goatcounter" },
};

export type AnalyticsSettings = {
  analytics?: AnalyticsProvider | undefined;
  analyticsSite?: string | undefined;
  analyticsScript?: string | undefined;
};

/** The provider's script tag, and the origins it loads from (script-src) and sends to (connect-src). */
export type AnalyticsTag = {
  provider: AnalyticsProvider;
  name: string;
  src: string;
  attributes: Record<string, string>;
  scriptOrigin: string;
  connectOrigins: string[];
};

/** The script tag of the configured provider, or null when analytics is off (no provider or no site id). */
export function resolveAnalytics(settings: AnalyticsSettings): AnalyticsTag | null {
  const { analytics: provider, analyticsSite: id } = settings;
  if (!provider || !id) return null;
  const { name, script, attribute } = PROVIDERS[provider];
  const src = settings.analyticsScript ?? script;
  // GoatCounter counts at its own address: https://CODE.goatcounter.com/count, or a self-hosted one given whole.
  const value =
    provider === "goatcounter" && !/^https?:/.test(id) ? `https://${id}.goatcounter.com/count` : id;
  const scriptOrigin = new URL(src).origin;
  // Plausible and Umami send to the origin they were loaded from; GoatCounter to its count address.
  const connect = provider === "goatcounter" ? new URL(value).origin : scriptOrigin;
  return { provider, name, src, attributes: { [attribute]: value }, scriptOrigin, connectOrigins: [connect] };
}

/** A setting that names a provider needs the site's id there: the build names what is missing. */
export function describeAnalyticsProblem(settings: AnalyticsSettings) {
  if (settings.analytics && !settings.analyticsSite)
    return `analytics is "${settings.analytics}" but analyticsSite is empty: set the site's id at ${PROVIDERS[settings.analytics].name}`;
  return null;
}
