import { site } from "virtual:site-config";

import { escapeHtml } from "../../model/escape-html";
import type { Job } from "../../model/schemas/jobs";
import { absoluteUrl, type JsonLd, type JsonLdPage, localUrl, LOGO_PATH } from "./structured-data";

// JobPosting (careers) in a module of its own: the careers page loads only this builder.

const COUNTRY_NAMES: Readonly<Record<string, string>> = { US: "United States" };

/** A job opening as Google's JobPosting: remote roles as TELECOMMUTE with the country applicants must be in. */
export function buildJobPostingJsonLd(job: Job, page?: JsonLdPage): JsonLd {
  const location =
    job.workplace.kind === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: {
            "@type": "Country",
            name: COUNTRY_NAMES[job.workplace.country] ?? job.workplace.country,
          },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: job.workplace.locality,
              addressRegion: job.workplace.region,
              addressCountry: job.workplace.country,
            },
          },
        };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    // Google reads the description as HTML: the job file's compiled body, then its lists as paragraphs.
    description: [
      job.descriptionHtml,
      ...[...job.requirements, ...job.benefits].map((text) => `<p>${escapeHtml(text)}</p>`),
    ].join(""),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.id },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59Z`,
    employmentType: job.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl(LOGO_PATH),
    },
    url: localUrl(`/careers#${job.id}`, page),
    // Applying on the page is direct only when the form posts to a form service; otherwise the applicant
    // still sends an email from their own app (team rule 13).
    directApply: site.formEndpoint !== null,
    industry: "Education",
    occupationalCategory: job.department,
    experienceRequirements: job.experience,
    ...location,
  };
}
