import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/seo";

export function meta() {
  return pageMeta({
    title: "Our Courses",
    description:
      "Browse four online business courses, from idea validation to company formation, e-export and growth investment.",
    path: "/courses",
  });
}

export default function CoursesRoute() {
  return (
    <PageHero
      eyebrow="Course catalogue"
      title="Our Courses"
      lead="Four practical online courses for every stage of your business, from first idea to international growth."
    />
  );
}
