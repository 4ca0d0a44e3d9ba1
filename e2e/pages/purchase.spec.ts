import type { Page } from "@playwright/test";

import { buildDraftMailtoHref } from "../../app/lib/draft-mailto";
import { buildPurchaseDraft } from "../../app/lib/email-draft";
import { DRAFT_SEND_DELAY_MS } from "../../app/lib/form-delays";
import { purchaseStorageKey } from "../../app/lib/storage-keys";
import { englishTexts } from "../content";
import { courseById, MONEY_BACK_GUARANTEE_LABEL } from "../course-content";
import {
  CLIPBOARD_FAILURE_LOG,
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
  removeClipboard,
  UNSAVED_NOTICE,
} from "../email-drafts";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
  VIEWPORTS,
  waitForIslands,
  waitUntilReady,
} from "../fixtures";
import { expectPicture } from "../pictures";

const REQUEST = {
  name: "Amara Nwosu",
  email: "amara@nwosu-trading.com",
  company: "Nwosu Trading Ltd",
  message: "We are a team of three.\nCan we pay by bank transfer?",
};

const FORM = {
  submitLabel: "Send Purchase Request",
  labels: { name: "Full Name", email: "Email Address", company: /^Company/, message: /^Additional Notes/ },
};

function form(page: Page) {
  return draftForm(page, FORM);
}

test("shows the course's details beside the request form", async ({ page }) => {
  const course = courseById("2");
  await gotoHydrated(page, "/purchase/2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.title);
  const main = page.getByRole("main");
  await expect(main.getByText(course.category, { exact: true })).toBeVisible();
  await expectPicture(main.locator(`img[src="${course.cover.src}"]`), course.cover, { firstScreen: true });
  await expect(main.getByText(course.duration, { exact: true })).toBeVisible();
  await expect(main.getByRole("definition").filter({ hasText: /^New$/ })).toBeVisible();
  await expect(main.getByRole("img", { name: `Rated ${course.rating} out of 5` })).toBeVisible();
  for (const feature of course.features) {
    await expect(main.getByRole("listitem").filter({ hasText: feature })).toBeVisible();
  }
  await expect(main.getByText(course.price, { exact: true })).toBeVisible();
  await expect(main.getByText("Lifetime Access", { exact: true })).toBeVisible();
  await expect(main.getByText(MONEY_BACK_GUARANTEE_LABEL, { exact: true })).toBeVisible();
  await expect(page.getByRole("form", { name: "Request this course" })).toBeVisible();
  const { fields } = form(page);
  await expect(fields.name).toHaveAttribute("required", "");
  await expect(fields.email).toHaveAttribute("type", "email");
  await expect(fields.email).toHaveAttribute("required", "");
  await expect(fields.company).not.toHaveAttribute("required");
  await expect(fields.message).not.toHaveAttribute("required");
});

test("an unknown course id falls back to course 1, in the page and in the draft", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const first = courseById("1");
  await gotoHydrated(page, "/purchase/99");
  await expect(page).toHaveURL("/purchase/99");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  await form(page).fill({ name: "Amara Nwosu", email: "amara@example.com" });
  await form(page).submit.click();
  await expect(emailReady(page).getByRole("textbox", { name: "Subject" })).toHaveValue(
    `Course Purchase Request - ${first.title}`,
  );
});

test.describe("the complete flow", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("1 s of sending, then the Email Ready screen with a draft the clipboard receives exactly", async ({
    page,
  }) => {
    const course = courseById("2");
    await page.clock.install();
    await gotoHydrated(page, "/purchase/2");
    await pauseClock(page);
    const site = await readSiteIdentity(page);
    const expected = buildPurchaseDraft(course, REQUEST, site.name, englishTexts);

    await form(page).fill(REQUEST);
    await form(page).submit.dblclick();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    await page.clock.runFor(DRAFT_SEND_DELAY_MS / 2);
    // Enter in the form (a second submit) while sending changes nothing: the screen still comes at 1 s.
    await page.getByRole("form", { name: "Request this course" }).evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
    });
    await page.clock.runFor(DRAFT_SEND_DELAY_MS / 2 - 1);
    await expect(sending).toBeDisabled();
    await expect(emailReady(page)).toHaveCount(0);
    await page.clock.runFor(1);

    const ready = emailReady(page);
    await expect(ready.getByRole("heading", { name: "Email Ready!" })).toBeFocused();
    await expect(page.getByRole("form")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Send Purchase Request|Sending/ })).toHaveCount(0);
    await expect(ready).toContainText(`Send it to ${site.email}`);
    await expect(ready.getByRole("textbox", { name: "To" })).toHaveValue(site.email);
    await expect(ready.getByRole("textbox", { name: "Subject" })).toHaveValue(
      `Course Purchase Request - ${course.title}`,
    );
    await expect(ready.getByRole("textbox", { name: "Body" })).toHaveValue(expected.body);
    await expect(ready.getByRole("link", { name: "Open in email app" })).toHaveAttribute(
      "href",
      buildDraftMailtoHref(site.email, expected) ?? "",
    );

    await expectCopied(page, "Subject", expected.subject);
    await expectCopied(page, "Body", expected.body);
    await expectCopied(page, "To", site.email);
  });

  test("a copy button reads Copied! for exactly 2000 ms", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/purchase/3");
    await pauseClock(page);
    await form(page).fill(REQUEST);
    await form(page).submit.click();
    await page.clock.runFor(DRAFT_SEND_DELAY_MS);
    const ready = emailReady(page);
    await ready.getByRole("button", { name: "Copy subject" }).click();
    const copied = ready.getByRole("button", { name: "Copied!" });
    await expect(copied).toBeVisible();
    await expect(
      ready.getByRole("status").filter({ hasText: "Subject copied to the clipboard." }),
    ).toBeAttached();
    await page.clock.runFor(1999);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(copied).toHaveCount(0);
    await expect(ready.getByRole("button", { name: "Copy subject" })).toBeVisible();
  });

  test("the draft replaces the typed values and survives a reload and Back until a new request", async ({
    page,
  }) => {
    await gotoHydrated(page, "/purchase/2");
    await form(page).fill(REQUEST);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), purchaseStorageKey("2"))).not.toBeNull();
    await form(page).submit.click();
    const subject = emailReady(page).getByRole("textbox", { name: "Subject" });
    await expect(subject).toHaveValue(/^Course Purchase Request - /);
    const draft = {
      subject: await subject.inputValue(),
      body: await emailReady(page).getByRole("textbox", { name: "Body" }).inputValue(),
    };
    expect(await page.evaluate((key) => sessionStorage.getItem(key), purchaseStorageKey("2"))).toBeNull();
    await expectDraftSurvivesReload(page, draft);

    await emailReady(page).getByRole("button", { name: "Start a new request" }).click();
    await expect(form(page).fields.name).toBeFocused();
    await page.reload();
    await expect(form(page).fields.name).toHaveValue("");
    await expect(emailReady(page)).toHaveCount(0);
    await expect(page.getByText("We restored what you typed earlier.")).toHaveCount(0);
  });

  test("the Email Ready screen leads on to the courses and home, not back to the form", async ({ page }) => {
    const ready = await form(page).send("/purchase/1", REQUEST);
    await expect(ready.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await ready.getByRole("link", { name: "Browse courses" }).click();
    await expect(page).toHaveURL("/courses");
  });

  test("hostile and unusual input ends up in the draft as plain text", async ({ page }) => {
    const dialogs = recordDialogs(page);
    const notes = `  <script>alert(1)</script> &amp; &lt;b&gt; <img src=x onerror=alert(2)>\nمرحبا بالعالم 👋🏽\n${"x".repeat(20_000)}  `;
    const ready = await form(page).send("/purchase/4", {
      name: "  <b>Amara</b> 🌍  ",
      email: "amara@example.com",
      company: "",
      message: notes,
    });
    const body = ready.getByRole("textbox", { name: "Body" });
    const value = await body.inputValue();
    expect(value).toContain(`Full name: <b>Amara</b> 🌍\n`);
    expect(value).toContain("Company: Not provided\n");
    expect(value).toContain(`Additional notes\n${notes.trim()}\n\n`);
    expect(value).toMatch(/\n<b>Amara<\/b> 🌍$/);
    await expectCopied(page, "Body", value);
    await expect(page.locator("main script:has-text('alert'), main img[src='x'], main b")).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await expect(ready.getByRole("link", { name: "Open in email app" })).toHaveCount(0);
    await expect(ready).toContainText("This email is too long to open in your email app directly.");
  });
});

test.describe("when the clipboard refuses", () => {
  test.use({ allowedConsoleMessages: [CLIPBOARD_FAILURE_LOG] });

  test("the failure is logged and the body is selected with a Ctrl+C hint", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.addInitScript(refuseClipboard);
    const ready = await form(page).send("/purchase/2", REQUEST);
    await ready.getByRole("button", { name: "Copy body" }).click();
    const body = ready.getByRole("textbox", { name: "Body" });
    await expectAllSelected(body);
    await expect(
      ready.getByText("Press Ctrl+C (Cmd+C on a Mac) to copy it.", { exact: false }),
    ).toBeVisible();
    await expect(body).toHaveAccessibleDescription(/Ctrl\+C \(Cmd\+C on a Mac\)/);
    await expect(ready.getByRole("button", { name: "Copied!" })).toHaveCount(0);
    await expect(ready.getByRole("button", { name: "Copy body" })).toBeVisible();
    expect(logged).toEqual([expect.stringMatching(CLIPBOARD_FAILURE_LOG)]);
  });

  test("without any Clipboard API the subject is selected for copying by hand", async ({ page }) => {
    await page.addInitScript(removeClipboard);
    const ready = await form(page).send("/purchase/2", REQUEST);
    await ready.getByRole("button", { name: "Copy subject" }).click();
    await expectAllSelected(ready.getByRole("textbox", { name: "Subject" }));
    await expect(ready.getByRole("button", { name: "Copied!" })).toHaveCount(0);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the manual-copy hint has no axe violations on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(refuseClipboard);
      await form(page).send("/purchase/2", REQUEST);
      await emailReady(page).getByRole("button", { name: "Copy body" }).click();
      await expect(emailReady(page).getByText(/Ctrl\+C/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("validation", () => {
  test("the browser blocks an empty submit", async ({ page }) => {
    await gotoHydrated(page, "/purchase/2");
    await form(page).submit.click();
    const { name } = form(page).fields;
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(name).toBeFocused();
    await expect(page.getByRole("button", { name: "Sending..." })).toHaveCount(0);
    await expect(emailReady(page)).toHaveCount(0);
  });

  test("the browser blocks a malformed email address", async ({ page }) => {
    await gotoHydrated(page, "/purchase/2");
    await form(page).fill({ name: "Amara Nwosu", email: "amara.example.com" });
    await form(page).submit.click();
    const { email } = form(page).fields;
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(email).toBeFocused();
    await expect(form(page).submit).toBeEnabled();
    await expect(emailReady(page)).toHaveCount(0);
  });

  test("Company and Additional Notes may stay empty", async ({ page }) => {
    await gotoHydrated(page, "/purchase/2");
    await form(page).fill({ name: "Amara Nwosu", email: "amara@example.com" });
    await page.keyboard.press("Enter");
    const body = emailReady(page).getByRole("textbox", { name: "Body" });
    await expect(body).toHaveValue(/Company: Not provided\n/);
    await expect(body).toHaveValue(/Additional notes\nNot provided\n/);
  });
});

test.describe("typed values", () => {
  test("survive a reload, per course, with a notice that offers to clear them", async ({ page }) => {
    await gotoHydrated(page, "/purchase/2");
    await form(page).fill(REQUEST);
    await page.reload();
    await waitForIslands(page);
    const { fields } = form(page);
    await expect(fields.name).toHaveValue(REQUEST.name);
    await expect(fields.email).toHaveValue(REQUEST.email);
    await expect(fields.company).toHaveValue(REQUEST.company);
    await expect(fields.message).toHaveValue(REQUEST.message);
    await expect(page.getByText("We restored what you typed earlier.")).toBeVisible();

    await gotoHydrated(page, "/purchase/3");
    await expect(form(page).fields.name).toHaveValue("");
    await expect(page.getByText("We restored what you typed earlier.")).toHaveCount(0);

    await gotoHydrated(page, "/purchase/2");
    await page.getByRole("button", { name: "Clear form" }).click();
    await expect(fields.name).toHaveValue("");
    await expect(fields.message).toHaveValue("");
    await expect(page.getByText("We restored what you typed earlier.")).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), purchaseStorageKey("2"))).toBeNull();
  });

  test("a full sessionStorage never breaks the form", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(fillStorage);
    await gotoHydrated(page, "/purchase/2");
    await expect(page.getByText(UNSAVED_NOTICE)).toBeVisible();
    await form(page).fill(REQUEST);
    await expect(form(page).fields.message).toHaveValue(REQUEST.message);
    await form(page).submit.click();
    await expect(emailReady(page).getByRole("textbox", { name: "Body" })).toHaveValue(/Amara Nwosu$/);
  });
});

// Go Back is a link to the catalogue that, once its island has hydrated, goes back to the previous page of the site.
test.describe("Go Back", () => {
  test("returns to the previous page of the site after following a link from a page with islands", async ({
    page,
  }) => {
    await gotoHydrated(page, "/course/3");
    await page.getByRole("link", { name: "Enroll Now" }).first().click();
    await expect(page).toHaveURL("/purchase/3");
    await waitUntilReady(page);
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL("/course/3");
  });

  test("returns to the previous page of the site after a full page load from a static page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: `Purchase ${courseById("3").shortTitle}` }).click();
    await expect(page).toHaveURL("/purchase/3");
    await waitUntilReady(page);
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL("/");
  });

  test("goes to the courses on a direct visit", async ({ page }) => {
    await gotoHydrated(page, "/purchase/3");
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL("/courses");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("leads to the courses", async ({ page }) => {
      await page.goto("/purchase/3");
      await page.getByRole("link", { name: "Go Back" }).click();
      await expect(page).toHaveURL("/courses");
    });
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the form and the Email Ready screen have no axe violations on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/purchase/1");
    await form(page).fill({ name: "Amara Nwosu" });
    await page.reload();
    await expect(page.getByText("We restored what you typed earlier.")).toBeVisible();
    await expectNoAxeViolations(page, "purchase form");
    await form(page).fill({ email: "amara@example.com" });
    await form(page).submit.click();
    await expect(emailReady(page)).toBeVisible();
    await expectNoAxeViolations(page, "purchase Email Ready screen");
  });
}
