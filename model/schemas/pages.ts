import { z } from "zod";

import { text, textList } from "./fields.ts";

// content/pages.yml: its schema, which is also what the pages receive (scripts/content/collections/pages.ts loads it).

/** A heading with the line above it and the text under it. */
const section = z.strictObject({ eyebrow: text, title: text, description: text });

/**
 * content/pages.yml: what the home page says and each page's description (search results, link previews), for the
 * pages whose other texts are built from the content; any text may quote a promise or the catalogue.
 */
export const pagesSchema = z.strictObject({
  /** The description of each page, by its address. */
  descriptions: z.strictObject({
    home: text,
    courses: text,
    about: text,
    contact: text,
    support: text,
    help: text,
    blog: text,
  }),
  /** What the pages built from the catalogue say about it: the business's own sentences, quoting {courses.count}. */
  catalogue: z.strictObject({
    /** Under "Our Courses" on /courses. */
    lead: text,
    /** Above the other courses on every course page. */
    otherCourses: text,
    /** The closing call to action of /about. */
    aboutClosing: text,
  }),
  home: z.strictObject({
    /** The browser tab's and search results' title, after the brand name: "{site.name} | this". */
    pageTitle: text,
    /** The hero: the line above the headline, the headline, the text under it and the claims beside it. */
    hero: z.strictObject({ eyebrow: text, title: text, lead: text, claims: textList }),
    /** Above the featured course cards. */
    featured: section,
    /** "How enrolment works": its heading and the three steps (each icon is the page's, in order). */
    enrolment: section.extend({
      steps: z.array(z.strictObject({ title: text, text })).length(3, "expected exactly three steps"),
    }),
    /** The closing panel that invites a question. */
    advice: z.strictObject({ title: text, text }),
  }),
});

export type Pages = z.output<typeof pagesSchema>;
