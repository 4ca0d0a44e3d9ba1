import type { Locator } from "@playwright/test";

import type { Picture } from "../model/schemas/fields.ts";
import { expect } from "./fixtures";

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
