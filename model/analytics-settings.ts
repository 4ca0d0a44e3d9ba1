// No provider's script is loaded and none sets a cookie (decision 0023).

export const ANALYTICS_PROVIDERS = ["plausible", "umami", "goatcounter"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export const ANALYTICS_HINT =
  "Cookie-less visitor statistics: plausible (hosted), umami or goatcounter (hosted or self-hosted); empty: none";

const PROVIDERS: Record<
  AnalyticsProvider,
  {
    name: string;
    hosted: (site: string) => string;
    path: string;
    site: { pattern: RegExp; expected: string };
  }
> = {
  plausible: {
    name: "Plausible Analytics",
    hosted: () => "https://plausible.io/api/event",
    path: "/api/event",
    // The domain as added in Plausible; several, comma-separated, send to each of those sites.
    site: {
      pattern:
        /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?:,(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})*$/i,
      expected: "the site's domain as added in Plausible, such as www.example.com",
    },
  },
  umami: {
    name: "Umami",
    // Umami Cloud's tracker sends to its gateway, not to cloud.umami.is (umami-software/umami#4326).
    hosted: () => "https://gateway.umami.is/api/send",
    path: "/api/send",
    site: {
      pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      expected: "the website id Umami shows, such as 94db1cb1-74f4-4a40-ad6c-962362670409",
    },
  },
  goatcounter: {
    name: "GoatCounter",
    hosted: (code) => `https://${code}.goatcounter.com/count`,
    path: "/count",
    site: {
      pattern: /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i,
      expected:
        "the code GoatCounter gave the site (the name before .goatcounter.com): letters, digits and hyphens",
    },
  },
};

export type AnalyticsSettings = {
  analytics?: AnalyticsProvider | undefined;
  analyticsSite?: string | undefined;
  analyticsHost?: string | undefined;
};

export type AnalyticsTarget = {
  provider: AnalyticsProvider;
  name: string;
  /** Plausible's domain, Umami's website id; GoatCounter's code (not sent: the endpoint names the site). */
  site: string;
  endpoint: string;
  connectOrigins: string[];
};

/** Where the configured provider receives events, or null when analytics is off (no provider or no site). */
export function resolveAnalytics(settings: AnalyticsSettings): AnalyticsTarget | null {
  const { analytics: provider, analyticsSite: site = "", analyticsHost: host } = settings;
  if (!provider || (!site && !(provider === "goatcounter" && host))) return null;
  const { name, hosted, path } = PROVIDERS[provider];
  const endpoint = host ? new URL(path, host).href : hosted(site);
  return { provider, name, site, endpoint, connectOrigins: [new URL(endpoint).origin] };
}

export function describeAnalyticsProblem(settings: AnalyticsSettings) {
  const { analytics: provider, analyticsSite: site, analyticsHost: host } = settings;
  if (!provider) return null;
  const { name, site: rule } = PROVIDERS[provider];
  if (!site) {
    if (provider === "goatcounter" && host) return null;
    return `analytics is "${provider}" but analyticsSite is empty: set ${rule.expected} (${name})`;
  }
  if (!rule.pattern.test(site)) return `"${site}" is not ${rule.expected} (analytics is "${provider}")`;
  return null;
}
