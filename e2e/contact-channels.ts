import type { Locator, Page } from "@playwright/test";

import { content } from "./content";
import { expect } from "./fixtures";

/** The owner's address as the footer shows it: the build's settings may come from variables the tests do not see. */
export async function readOwnerEmail(page: Page) {
  return (await page.getByRole("contentinfo").getByRole("link", { name: /@/ }).textContent())?.trim() ?? "";
}

export async function expectWorkingContactChannels(page: Page, channels: Locator) {
  const owner = await readOwnerEmail(page);
  const { chat, email, phone } = content.support.channels;
  await expect(channels.getByRole("heading", { level: 3 })).toHaveText([
    chat.title,
    email.title,
    phone.title,
  ]);
  await expect(channels.getByText(chat.detail)).toBeVisible();
  const { promises } = content.site;
  await expect(channels.getByText(`Response within ${promises.supportResponseTime}`)).toBeVisible();
  await expect(channels.getByText(promises.phoneHours)).toBeVisible();
  await expect(channels.getByRole("link", { name: "Send an email" })).toHaveAttribute(
    "href",
    `mailto:${owner}?subject=Support%20request`,
  );
  await expect(channels.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);

  await channels.getByRole("link", { name: chat.action }).click();
  await expect(page).toHaveURL("/support#support-request");
  await expect(page.getByRole("form", { name: "Submit a Support Request" })).toBeInViewport();
}
