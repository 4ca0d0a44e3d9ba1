import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "About Us",
    description:
      "Meet the academy behind four practical online business courses: our story, our vision and the values we teach by.",
    path: "/about",
  });
}

export default function AboutRoute() {
  return (
    <PageHero
      eyebrow="About us"
      title="About Us"
      lead="A small, focused academy teaching the practical side of building, running and growing a business."
    />
  );
}
