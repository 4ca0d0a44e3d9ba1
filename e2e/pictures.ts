import type { Locator } from "@playwright/test";

import type { Picture } from "../model/schemas/fields.ts";
import { expect } from "./fixtures";

/** `largest`: the page's largest paint, fetched first; any other picture at the browser's own priority. */
export async function expectPicture(
  image: Locator,
  picture: Picture,
  { firstScreen = false, largest = false } = {},
) {
  await expect(image).toHaveAttribute("src", picture.src);
  await expect(image).toHaveAttribute("width", String(picture.width));
  await expect(image).toHaveAttribute("height", String(picture.height));
  await expect(image).toHaveAttribute("alt", "");
  await expect(image).toHaveAttribute("decoding", "async");
  await expect(image).toHaveAttribute("loading", firstScreen || largest ? "eager" : "lazy");
  if (largest) await expect(image).toHaveAttribute("fetchpriority", "high");
  else await expect(image).not.toHaveAttribute("fetchpriority");
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}
