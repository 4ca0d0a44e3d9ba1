import { JOBS } from "~/content/job-openings";
import { buildJobPostingJsonLd } from "./job-posting";

/**
 * The open positions and their JobPosting structured data, for the careers route's loaders: the prerender puts
 * them into the page's HTML, a visit from another page imports them, so the page's JavaScript carries neither.
 */
export function readCareersPage() {
  return { jobs: JOBS, jsonLd: JOBS.map(buildJobPostingJsonLd) };
}
