import posts from "virtual:content/blog";

import type { BlogPost } from "./articles";

/**
 * The blog's posts, newest first, each with its text compiled to HTML (content/blog/*.md; read time, id, image
 * and the featured flag derived at build time by scripts/content/collections/blog.ts). Only route loaders and
 * build-time routes import this module: the text of every post must never reach a page's JavaScript.
 */
export const articles: ReadonlyArray<BlogPost> = posts;
