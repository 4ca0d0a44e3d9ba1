import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Blog",
    description:
      "Articles on entrepreneurship, online learning, careers and the business-education industry from our team.",
    path: "/blog",
  });
}

export default function BlogRoute() {
  return (
    <PageHero
      eyebrow="Blog"
      title="Blog"
      lead="Practical articles on starting, running and growing a business, and on learning well online."
    />
  );
}
