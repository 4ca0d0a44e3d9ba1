// Where the browser tests' servers listen, from E2E_PORT so that checkouts run side by side: the site's build
// (nginx), the build made with a form endpoint (nginx) and the form receiver that endpoint points to.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export const SITE_URL = `http://127.0.0.1:${PORT}`;
export const ENDPOINT_SITE_PORT = PORT + 1000;
export const ENDPOINT_SITE_URL = `http://127.0.0.1:${ENDPOINT_SITE_PORT}`;
export const RECEIVER_PORT = PORT + 2000;
export const RECEIVER_URL = `http://127.0.0.1:${RECEIVER_PORT}`;
/** SITE_FORM_ENDPOINT of the endpoint build. */
export const FORM_ENDPOINT = `${RECEIVER_URL}/f/meridian`;
/** Cloudflare Pages' own asset server (`wrangler pages dev`, e2e/host-runtimes.spec.ts) and its inspector. */
export const PAGES_PORT = PORT + 10;
export const PAGES_INSPECTOR_PORT = PORT + 11;
