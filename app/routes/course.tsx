import type { Route } from "./+types/course";
import { PageHero } from "~/components/ui/page-hero";
import { findCourse } from "~/lib/courses";
import { pageMeta } from "~/lib/seo";

// No loader: the course comes from fixed content, so unknown ids served by the SPA fallback still resolve.
export function meta({ params }: Route.MetaArgs) {
  const course = findCourse(params.id);
  return pageMeta({ title: course.title, description: course.description, path: `/course/${course.id}` });
}

export default function CourseRoute({ params }: Route.ComponentProps) {
  const course = findCourse(params.id);
  return <PageHero eyebrow={course.category} title={course.title} lead={course.description} />;
}
