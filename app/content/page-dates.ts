/**
 * When the content of the site's pages last changed, as ISO dates: the sitemap's lastmod. Pages whose content
 * carries its own date (articles, policies, job postings) use that; update this one when you edit other pages.
 */
export const PAGES_LAST_UPDATED = "2026-11-23";
