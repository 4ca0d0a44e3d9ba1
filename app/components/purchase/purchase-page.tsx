import { site } from "~/content/site";
import type { readPurchasePage } from "~/lib/purchase-page";
import { pageMeta } from "~/lib/seo";

import { courseShareImage } from "../../../model/share-images";

export function purchaseMeta({ course }: ReturnType<typeof readPurchasePage>) {
  return pageMeta({
    title: `Purchase ${course.title}`,
    description: `Request to purchase ${course.title} (${course.price}, ${course.duration}). Lifetime access and a ${site.promises.guarantee}.`,
    path: `/purchase/${course.id}`,
    // The course's own card, with its cover: a shared purchase link shows what it buys.
    image: courseShareImage(course),
  });
}
