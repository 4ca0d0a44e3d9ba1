import { absoluteUrl } from "./structured-data";

/** Everything may be crawled but the content editor (/admin/, which also says noindex itself). */
export function buildRobotsTxt() {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
