import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Support",
    description:
      "Get help from our support team: average response under 2 hours, available 24/7. Send a support request.",
    path: "/support",
  });
}

export default function SupportRoute() {
  return (
    <PageHero
      eyebrow="Support"
      title="Support"
      lead="Our support team responds to requests within 2 hours on average, around the clock."
    />
  );
}
