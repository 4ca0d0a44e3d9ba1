import { CourseSummary } from "~/components/purchase/course-summary";
import { GoBackButton } from "~/components/purchase/go-back-button";
import { PurchaseRequestPanel } from "~/components/purchase/purchase-request";
import { Container } from "~/components/ui/container";
import { site } from "~/content/site";
import { importOnCall } from "~/lib/import-on-call";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/purchase";

// The course comes from the loaders (the prerender, or the client on a visit from another page), so that this
// page's JavaScript does not carry the whole catalogue; unknown ids fall back to course 1.
const readPurchasePage = importOnCall(async () => (await import("~/lib/purchase-page")).readPurchasePage);

export const loader = ({ params }: Route.LoaderArgs) => readPurchasePage(params.id);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => readPurchasePage(params.id);

export function meta({ loaderData }: Route.MetaArgs) {
  const { course } = loaderData;
  return pageMeta({
    title: `Purchase ${course.title}`,
    description: `Request to purchase ${course.title} (${course.price}, ${course.duration}). Lifetime access and a ${site.promises.guarantee}.`,
    path: `/purchase/${course.id}`,
  });
}

export default function PurchaseRoute({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <div className="relative overflow-hidden">
      <div aria-hidden="true" className="hero-grid absolute inset-x-0 top-0 h-96" />
      <Container className="relative py-8 sm:py-12">
        <GoBackButton />
        <div className="mt-6 grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-5">
            <CourseSummary course={course} />
          </div>
          <div className="lg:sticky lg:top-24 lg:col-span-7 lg:self-start">
            {/* A new course starts a new request: its own stored values, its own sending state. */}
            <PurchaseRequestPanel key={course.id} course={course} />
          </div>
        </div>
      </Container>
    </div>
  );
}
