import { site } from "~/content/site";
import type { readPurchasePage } from "~/lib/purchase-page";
import { pageMeta } from "~/lib/seo";

export function purchaseMeta({ course }: ReturnType<typeof readPurchasePage>) {
  return pageMeta({
    title: `Purchase ${course.title}`,
    description: `Request to purchase ${course.title} (${course.price}, ${course.duration}). Lifetime access and a ${site.promises.guarantee}.`,
    path: `/purchase/${course.id}`,
  });
}
