import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Get in Touch",
    description:
      "Questions about a course or enrolment? Send us a message and we'll respond within 24 hours on business days.",
    path: "/contact",
  });
}

export default function ContactRoute() {
  return (
    <PageHero
      eyebrow="Contact"
      title="Get in Touch"
      lead="Questions about a course, enrolment or your learning plan? We'll respond within 24 hours on business days."
    />
  );
}
