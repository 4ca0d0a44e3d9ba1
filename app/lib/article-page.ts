import type { Article, ArticleLink, BlogPost } from "~/content/articles";
import { articles } from "~/content/blog";

import { findAdjacentArticles, findArticle } from "./find-article";
import { buildBlogPostingJsonLd } from "./page-structured-data";

function toLink(post: BlogPost | undefined): ArticleLink | null {
  return post ? { slug: post.slug, title: post.title } : null;
}

/**
 * An article's page: its card, its text as HTML, its neighbours for the previous and next links and its
 * BlogPosting structured data, for the route's loaders (the prerender, or the client on a visit from another
 * page). An unknown slug has none of them.
 */
export function readArticlePage(slug: string | undefined) {
  const post = findArticle(articles, slug);
  if (!post) return { article: null, html: "", previous: null, next: null, jsonLd: null };
  const { html, ...article } = post;
  const { previous, next } = findAdjacentArticles(articles, post);
  return {
    article: article satisfies Article,
    html,
    previous: toLink(previous),
    next: toLink(next),
    jsonLd: buildBlogPostingJsonLd(article),
  };
}
