import { z } from "zod";

import { text, textList } from "./fields.ts";

const section = z.strictObject({ eyebrow: text, title: text, description: text });

export const pagesSchema = z.strictObject({
  descriptions: z.strictObject({
    home: text,
    courses: text,
    about: text,
    contact: text,
    support: text,
    help: text,
    blog: text,
  }),
  catalogue: z.strictObject({
    lead: text,
    otherCourses: text,
    aboutClosing: text,
  }),
  home: z.strictObject({
    /** The browser tab's and search results' title, after the brand name: "{site.name} | this". */
    pageTitle: text,
    hero: z.strictObject({ eyebrow: text, title: text, lead: text, claims: textList }),
    featured: section,
    /** "How enrolment works": its heading and the three steps (each icon is the page's, in order). */
    enrolment: section.extend({
      steps: z.array(z.strictObject({ title: text, text })).length(3, "expected exactly three steps"),
    }),
    advice: z.strictObject({ title: text, text }),
  }),
});

export type Pages = z.output<typeof pagesSchema>;
