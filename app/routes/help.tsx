import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Help Center",
    description:
      "Find answers about courses, access, technical issues and billing, or reach our support team directly.",
    path: "/help",
  });
}

export default function HelpRoute() {
  return (
    <PageHero
      eyebrow="Help Center"
      title="Help Center"
      lead="Find quick answers about your courses, access, technical issues and billing."
    />
  );
}
