import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Careers",
    description:
      "Join a small remote-first team building practical business education. See open positions and apply online.",
    path: "/careers",
  });
}

export default function CareersRoute() {
  return (
    <PageHero
      eyebrow="Careers"
      title="Careers"
      lead="Help us make practical business education available to everyone. Four positions are open now."
    />
  );
}
