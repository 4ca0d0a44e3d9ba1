import type { Route } from "./+types/purchase";
import { PageHero } from "~/components/ui/page-hero";
import { findCourse } from "~/lib/courses";
import { pageMeta } from "~/lib/seo";

export function meta({ params }: Route.MetaArgs) {
  const course = findCourse(params.id);
  return pageMeta({
    title: `Purchase ${course.title}`,
    description: `Request to purchase ${course.title} (${course.price}, ${course.duration}). Lifetime access and a 30-day money-back guarantee.`,
    path: `/purchase/${course.id}`,
  });
}

export default function PurchaseRoute({ params }: Route.ComponentProps) {
  const course = findCourse(params.id);
  return (
    <PageHero
      eyebrow="Purchase request"
      title={course.title}
      lead={`${course.category} · ${course.duration} · ${course.price} · Lifetime Access. Request this course and we will send you payment details and next steps by email.`}
    />
  );
}
