import { site } from "./site";

/** The site's one expert instructor (SPEC: "1 expert instructor"), who teaches all four courses. */
export type Instructor = {
  name: string;
  title: string;
  company: string;
  bio: ReadonlyArray<string>;
};

export const instructor: Instructor = {
  name: "Daniel Okafor",
  title: "Founder & Lead Instructor",
  company: site.name,
  bio: [
    "Daniel has spent fifteen years starting, running and advising small companies: he co-founded a specialty food exporter that now sells in eleven countries, and later worked as a growth adviser to early-stage founders preparing their first investment rounds.",
    "He teaches the way he learned, from real numbers and real paperwork: every lesson ends with a template or a worked example you can apply to your own business the same week.",
  ],
};
