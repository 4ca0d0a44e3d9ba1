import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The one route list: react-router.config.ts prerenders every URL it yields (app/lib/site-urls.ts).
export default [
  index("routes/home.tsx"),
  route("courses", "routes/courses.tsx"),
  route("course/:id", "routes/course.tsx"),
  route("purchase/:id", "routes/purchase.tsx"),
  route("contact", "routes/contact.tsx"),
  route("legal/:type", "routes/legal.tsx"),
  route("about", "routes/about.tsx"),
  route("mission", "routes/mission.tsx"),
  route("careers", "routes/careers.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-article.tsx"),
  route("help", "routes/help.tsx"),
  route("help/search-index.json", "routes/help-search-index.ts"),
  route("help/:slug", "routes/help-article.tsx"),
  route("support", "routes/support.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
