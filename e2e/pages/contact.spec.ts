import type { Page } from "@playwright/test";

import { buildDraftMailtoHref } from "../../app/lib/draft-mailto";
import { buildContactDraft } from "../../app/lib/email-draft";
import { DRAFT_SEND_DELAY_MS } from "../../app/lib/form-delays";
import { CONTACT_STORAGE_KEY, resultStorageKey } from "../../app/lib/storage-keys";
import { content, englishTexts } from "../content";
import {
  blockStorage,
  CLIPBOARD_FAILURE_LOG,
  copyField,
  draftForm,
  emailReady,
  expectAllSelected,
  expectCopied,
  expectDraftSurvivesReload,
  fillStorage,
  pauseClock,
  readSiteIdentity,
  recordDialogs,
  refuseClipboard,
  UNSAVED_NOTICE,
} from "../email-drafts";
import {
  allowTime,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
  VIEWPORTS,
  waitForIslands,
  WORK_TIME,
} from "../fixtures";

const MESSAGE = {
  name: "Lucas Meyer",
  email: "lucas.meyer@example.org",
  subject: "Which course should I start with?",
  message: "I run a small bakery and want to sell online.\n\nWhere should I begin?",
};

const FORM = {
  submitLabel: "Send Message",
  labels: { name: "Full Name", email: "Email Address", subject: "Subject", message: "Message" },
};

function form(page: Page) {
  return draftForm(page, FORM);
}

test("Get in Touch has the form, the contact details and three short answers", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  await expect(page.getByRole("form", { name: "Send us a message" })).toBeVisible();
  for (const field of Object.values(form(page).fields)) {
    await expect(field).toHaveAttribute("required", "");
  }
  await expect(form(page).fields.email).toHaveAttribute("type", "email");

  const site = await readSiteIdentity(page);
  const info = page.getByRole("region", { name: "Contact information" });
  await expect(info.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  const { promises } = content.site;
  await expect(info.getByText(`We'll respond within ${promises.replyTime}`, { exact: true })).toBeVisible();

  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  await expect(faq.getByRole("term")).toHaveText([
    "How quickly will you respond?",
    "Is there a money-back guarantee?",
    "Do you provide technical support?",
  ]);
  const answers = faq.getByRole("definition");
  // Issue 41: each promise names its channel, so the two reply times do not read as a contradiction.
  await expect(answers.nth(0)).toContainText(
    `A message sent with this form or by email is answered within ${promises.replyTime} on business days`,
  );
  await expect(answers.nth(1)).toContainText(promises.guarantee);
  await expect(answers.nth(2)).toContainText(
    `answers a support request sent from the Support page within ${promises.supportResponseTime}`,
  );
  await expect(answers.nth(2)).toContainText("Technical support is provided");
  await expect(faq.getByRole("link", { name: "Refund Policy" })).toHaveAttribute("href", "/legal/refund");
  await expect(faq.getByRole("link", { name: "support team" })).toHaveAttribute("href", "/support");
});

test.describe("the complete flow", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("1 s of sending, then Email Ready with exactly the contact draft on the clipboard", async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    await pauseClock(page);
    const site = await readSiteIdentity(page);
    const expected = buildContactDraft(MESSAGE, site.name, englishTexts);

    await form(page).fill(MESSAGE);
    await form(page).fields.subject.press("Enter");
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    await expect(form(page).fields.message).toBeDisabled();
    await page.clock.runFor(DRAFT_SEND_DELAY_MS - 1);
    await expect(sending).toBeDisabled();
    await expect(emailReady(page)).toHaveCount(0);
    await page.clock.runFor(1);

    const ready = emailReady(page);
    await expect(ready.getByRole("heading", { name: "Email Ready!" })).toBeFocused();
    await expect(page.getByRole("form")).toHaveCount(0);
    await expect(ready).toContainText(`Send it to ${site.email}`);
    await expect(copyField(page, "Subject").getByRole("textbox")).toHaveValue(
      "Contact Form: Which course should I start with?",
    );
    await expect(copyField(page, "Body").getByRole("textbox")).toHaveValue(expected.body);
    await expect(ready.getByRole("link", { name: "Open in email app" })).toHaveAttribute(
      "href",
      buildDraftMailtoHref(site.email, expected) ?? "",
    );
    await expectCopied(page, "Subject", expected.subject);
    await page.clock.runFor(1999);
    await expect(copyField(page, "Subject").getByRole("button")).toHaveText("Copied!");
    await page.clock.runFor(1);
    await expect(copyField(page, "Subject").getByRole("button")).toHaveText("Copy subject");
    await expectCopied(page, "Body", expected.body);
    await expectCopied(page, "To", site.email);

    expect(await page.evaluate((key) => sessionStorage.getItem(key), CONTACT_STORAGE_KEY)).toBeNull();
    expect(dialogs).toEqual([]);
    await expect(ready.getByRole("link", { name: "Browse courses" })).toHaveAttribute("href", "/courses");
    await expect(ready.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  test("markup, entities, emoji, right-to-left text and spaces stay plain text", async ({ page }) => {
    const dialogs = recordDialogs(page);
    await form(page).send("/contact", {
      name: "  Lucas Meyer  ",
      email: "lucas@example.org",
      subject: "<script>alert(1)</script>",
      message: "&lt;b&gt; &amp; <img src=x onerror=alert(2)>\nשלום עולם 🍞",
    });
    await expect(copyField(page, "Subject").getByRole("textbox")).toHaveValue(
      "Contact Form: <script>alert(1)</script>",
    );
    await expect(copyField(page, "Body").getByRole("textbox")).toHaveValue(
      /\nMessage\n&lt;b&gt; &amp; <img src=x onerror=alert\(2\)>\nשלום עולם 🍞\n\nBest regards,\nLucas Meyer$/,
    );
    await expect(page.locator("main script:has-text('alert'), main img[src='x']")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test("the browser blocks a submit until all four fields are filled", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await form(page).fill({ name: "Lucas Meyer", email: "lucas@example.org", subject: "Hello" });
  await form(page).submit.click();
  const { message } = form(page).fields;
  await expect(message).toBeFocused();
  expect(await message.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
  await form(page).fill({ message: "Hi", email: "lucas@" });
  await form(page).submit.click();
  await expect(form(page).fields.email).toBeFocused();
  await expect(form(page).submit).toBeEnabled();
  await expect(emailReady(page)).toHaveCount(0);
});

test("typed values survive a reload and can be cleared", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await form(page).fill(MESSAGE);
  await page.reload();
  const notice = page.getByText("We restored what you typed earlier.");
  await expect(notice).toBeVisible();
  const { fields } = form(page);
  await expect(fields.name).toHaveValue(MESSAGE.name);
  await expect(fields.email).toHaveValue(MESSAGE.email);
  await expect(fields.subject).toHaveValue(MESSAGE.subject);
  await expect(fields.message).toHaveValue(MESSAGE.message);
  await page.getByRole("button", { name: "Clear form" }).click();
  await expect(fields.subject).toHaveValue("");
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  await expect(form(page).fields.name).toHaveValue("");
});

test("the draft survives a reload and Back, until Start a new request", async ({ page }) => {
  const ready = await form(page).send("/contact", MESSAGE);
  const { name: brand } = await readSiteIdentity(page);
  await expect(ready.getByRole("textbox", { name: "Subject" })).toHaveValue(
    `Contact Form: ${MESSAGE.subject}`,
  );
  await expectDraftSurvivesReload(page, buildContactDraft(MESSAGE, brand, englishTexts));
  await emailReady(page).getByRole("button", { name: "Start a new request" }).click();
  await expect(form(page).fields.name).toBeFocused();
  await expect(form(page).fields.subject).toHaveValue("");
});

test("an hour after the last change, the typed values and then the draft are deleted unread", async ({
  page,
}) => {
  allowTime(5 * WORK_TIME.pageLoad);
  const stored = (key: string) => page.evaluate((name) => sessionStorage.getItem(name), key);
  const reloadHydrated = async () => {
    await page.reload();
    await waitForIslands(page);
  };
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  await form(page).fill(MESSAGE);
  await page.clock.fastForward("59:00");
  await reloadHydrated();
  await expect(form(page).fields.name).toHaveValue(MESSAGE.name);
  await page.clock.fastForward("01:00");
  await reloadHydrated();
  await expect(form(page).fields.name).toHaveValue("");
  await expect(form(page).fields.message).toHaveValue("");
  await expect(page.getByText("We restored what you typed earlier.")).toHaveCount(0);
  expect(await stored(CONTACT_STORAGE_KEY)).toBeNull();

  await form(page).fill(MESSAGE);
  await form(page).submit.click();
  await expect(emailReady(page).getByRole("heading", { name: "Email Ready!" })).toBeVisible();
  await page.clock.fastForward("59:00");
  await reloadHydrated();
  await expect(emailReady(page)).toBeVisible();
  await page.clock.fastForward("01:00");
  await reloadHydrated();
  await expect(form(page).submit).toBeVisible();
  await expect(emailReady(page)).toHaveCount(0);
  expect(await stored(resultStorageKey(CONTACT_STORAGE_KEY))).toBeNull();
});

test('a subject of spaces counts as empty, so no draft reads "Contact Form: Not provided"', async ({
  page,
}) => {
  await gotoHydrated(page, "/contact");
  await form(page).fill({ ...MESSAGE, subject: "    " });
  await form(page).submit.click();
  await expect(form(page).fields.subject).toBeFocused();
  await expect(form(page).fields.subject).toHaveValue("");
  expect(
    await form(page).fields.subject.evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await expect(emailReady(page)).toHaveCount(0);
});

for (const [label, script] of [
  ["blocked", blockStorage],
  ["full", fillStorage],
] as const) {
  test(`with sessionStorage ${label}, the form says a reload will not keep the typing`, async ({ page }) => {
    await page.addInitScript(script);
    await gotoHydrated(page, "/contact");
    await expect(page.getByText(UNSAVED_NOTICE)).toBeVisible();
    await form(page).fill(MESSAGE);
    await form(page).submit.click();
    await expect(emailReady(page)).toContainText("a reload will not bring this draft back");
  });
}

test.describe("offline", () => {
  // Chromium reports the request it could not make; here that is the point.
  test.use({ allowedConsoleMessages: [/Failed to load resource/] });

  test("a submit while offline says the email was not made and keeps every value", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/contact");
    await form(page).fill(MESSAGE);
    await context.setOffline(true);
    await form(page).submit.click();
    await expect(page.getByRole("alert")).toHaveText("Not sent: check your connection and try again.");
    await expect(form(page).fields.message).toHaveValue(MESSAGE.message);
    await expect(form(page).submit).toBeEnabled();
  });
});

test.describe("when the clipboard refuses", () => {
  test.use({ allowedConsoleMessages: [CLIPBOARD_FAILURE_LOG] });

  test("the address is selected for copying by hand", async ({ page }) => {
    await page.addInitScript(refuseClipboard);
    await form(page).send("/contact", MESSAGE);
    const to = copyField(page, "To");
    await to.getByRole("button", { name: "Copy address" }).click();
    await expectAllSelected(to.getByRole("textbox"));
    await expect(to.getByText(/press Ctrl\+C \(Cmd\+C on a Mac\) to copy it/)).toBeVisible();
    await expect(to.getByRole("button")).toHaveText("Copy address");
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the form and the Email Ready screen have no axe violations on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/contact");
    await expectNoAxeViolations(page, "contact form");
    await form(page).fill(MESSAGE);
    await form(page).submit.click();
    await expect(emailReady(page)).toBeVisible();
    await expectNoAxeViolations(page, "contact Email Ready screen");
  });
}
