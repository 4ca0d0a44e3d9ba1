// Where the browser tests' servers listen, from E2E_PORT so that checkouts run side by side: the tests' build
// (nginx), the build made with a form endpoint (nginx), the form receiver that endpoint points to, the owner's build.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export const SITE_URL = `http://127.0.0.1:${PORT}`;
/** The owner's build (`npm run build` of content/), for the properties any content keeps (e2e/quality/owner-content.spec.ts). */
export const OWNER_SITE_PORT = PORT + 3000;
export const OWNER_SITE_URL = `http://127.0.0.1:${OWNER_SITE_PORT}`;
export const OWNER_CLIENT = "build/client";
/** The tests' own build, of test/fixtures/ (scripts/test-site-server.mjs): every test that expects a value reads it. */
export const TEST_BUILD = "build/fixture";
export const TEST_CLIENT = `${TEST_BUILD}/client`;
export const ENDPOINT_SITE_PORT = PORT + 1000;
export const ENDPOINT_SITE_URL = `http://127.0.0.1:${ENDPOINT_SITE_PORT}`;
export const RECEIVER_PORT = PORT + 2000;
export const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}`;
/** SITE_FORM_ENDPOINT of the endpoint build. */
export const FORM_ENDPOINT = `${RECEIVER_URL}/f/meridian`;
/** Cloudflare Pages' own asset server (`wrangler pages dev`, e2e/hosting/host-runtimes.spec.ts) and its inspector. */
export const PAGES_PORT = PORT + 10;
export const PAGES_INSPECTOR_PORT = PORT + 11;

/** The site id each provider's test build sends (model/analytics-settings.ts checks its form). */
export const ANALYTICS_SITES = {
  plausible: "meridian-academy.test",
  umami: "94db1cb1-74f4-4a40-ad6c-962362670409",
  goatcounter: "meridian",
} as const;

/**
 * The SITE_* settings of the second build (scripts/test-site-server.mjs): every third party configured, each
 * pointing at the receiver: the form service, analytics (Plausible's events API, as a self-hosted instance) and a
 * newsletter provider (Buttondown's sign-up form). `analytics` swaps the provider: the receiver stands in for
 * Umami's and GoatCounter's events APIs too (e2e/form-receiver.mjs).
 */
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
