import { defineMiddleware } from "astro:middleware";

import { writePagePolicy } from "../model/page-policy.ts";

// Astro's own policy lists every script of the site on every page; this one lists only the page's (decision 0047).
export const onRequest = defineMiddleware(async (_, next) => {
  const response = await next();
  if (import.meta.env.DEV || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = writePagePolicy(await response.text(), import.meta.env.PAGE_POLICY);
  return new Response(html, { status: response.status, headers: response.headers });
});
