// From E2E_PORT so that checkouts run side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export const SITE_URL = `http://127.0.0.1:${PORT}`;
/** For the properties any content keeps (e2e/quality/owner-content.spec.ts). */
export const OWNER_SITE_PORT = PORT + 3000;
export const OWNER_SITE_URL = `http://127.0.0.1:${OWNER_SITE_PORT}`;
export const OWNER_CLIENT = "build/client";
/** Every test that expects a value reads the tests' own build (decision 0040). */
export const TEST_BUILD = "build/fixture";
export const TEST_CLIENT = `${TEST_BUILD}/client`;
/** The same sources with every third party set (form endpoint, analytics, newsletter). */
export const ENDPOINT_BUILD = "build/endpoint";
export const ENDPOINT_SITE_PORT = PORT + 1000;
export const ENDPOINT_SITE_URL = `http://127.0.0.1:${ENDPOINT_SITE_PORT}`;
export const RECEIVER_PORT = PORT + 2000;
export const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}`;
export const FORM_ENDPOINT = `${RECEIVER_URL}/f/meridian`;
export const PAGES_PORT = PORT + 10;
export const PAGES_INSPECTOR_PORT = PORT + 11;

export const ANALYTICS_SITES = {
  plausible: "meridian-academy.test",
  umami: "94db1cb1-74f4-4a40-ad6c-962362670409",
  goatcounter: "meridian",
} as const;

/** Every third party points at the receiver, which stands in for each analytics provider's events API. */
export function endpointBuildSettings(
  endpoint: string,
  analytics: keyof typeof ANALYTICS_SITES = "plausible",
) {
  const receiver = new URL(endpoint).origin;
  return {
    SITE_FORM_ENDPOINT: endpoint,
    SITE_ANALYTICS: analytics,
    SITE_ANALYTICS_SITE: ANALYTICS_SITES[analytics],
    SITE_ANALYTICS_HOST: receiver,
    SITE_NEWSLETTER: "buttondown",
    SITE_NEWSLETTER_ENDPOINT: `${receiver}/newsletter/meridian`,
  };
}
