import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Our Mission",
    description:
      "Why we teach business the way we do: six pillars, our impact so far, our goals for 2025 and our vision for 2030.",
    path: "/mission",
  });
}

export default function MissionRoute() {
  return (
    <PageHero
      eyebrow="Our mission"
      title="Our Mission"
      lead="Make practical business education available to anyone with an idea and the will to build it."
    />
  );
}
