import type { Route } from "./+types/legal";
import { PageHero } from "~/components/ui/page-hero";
import { POLICY_LAST_UPDATED, POLICY_TITLES } from "~/content/policies";
import { site } from "~/content/site";
import { resolvePolicyType } from "~/lib/policies";
import { pageMeta } from "~/lib/seo";

export function meta({ params }: Route.MetaArgs) {
  const type = resolvePolicyType(params.type);
  return pageMeta({
    title: POLICY_TITLES[type],
    description: `Read our ${POLICY_TITLES[type].toLowerCase()}: what applies when you browse this site and buy a course.`,
    path: `/legal/${type}`,
  });
}

export default function LegalRoute({ params }: Route.ComponentProps) {
  const type = resolvePolicyType(params.type);
  return (
    <PageHero
      eyebrow="Legal"
      title={POLICY_TITLES[type]}
      lead={`Last updated ${POLICY_LAST_UPDATED}. How ${site.name} handles this part of your relationship with us.`}
    />
  );
}
