import type { Locator } from "@playwright/test";

import type { Picture } from "../model/schemas/fields.ts";
import { expect } from "./fixtures";

/**
 * `image` shows `picture` as the hygiene rules want it: its file, its size reserved (width and height), decorative
 * beside its text (alt=""), decoded off the main thread, lazy unless `firstScreen`, and loaded once in view.
 */
export async function expectPicture(image: Locator, picture: Picture, { firstScreen = false } = {}) {
  await expect(image).toHaveAttribute("src", picture.src);
  await expect(image).toHaveAttribute("width", String(picture.width));
  await expect(image).toHaveAttribute("height", String(picture.height));
  await expect(image).toHaveAttribute("alt", "");
  await expect(image).toHaveAttribute("decoding", "async");
  await expect(image).toHaveAttribute("loading", firstScreen ? "eager" : "lazy");
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}
