import type { Page } from "@playwright/test";

import { buildSupportDraft } from "../../app/lib/email-draft";
import { REQUEST_SEND_DELAY_MS } from "../../app/lib/form-delays";
import { expectWorkingContactChannels, readOwnerEmail } from "../contact-channels";
import { content, englishTexts } from "../content";
import {
  blockStorage,
  copyField,
  emailReady,
  expectDraftSurvivesReload,
  fillStorage,
  readSiteIdentity,
  UNSAVED_NOTICE,
} from "../email-drafts";
import {
  allowTime,
  AXE_TAGS,
  expect,
  expectNoAxeViolations,
  expectStartOfPage,
  gotoHydrated,
  runAxe,
  test,
  VIEWPORTS,
  waitForIslands,
  WORK_TIME,
} from "../fixtures";

// A fixed moment, so the 2-second submit runs on Playwright's clock.
const START = new Date("2026-11-02T09:00:00Z");

function form(page: Page) {
  return page.getByRole("form", { name: "Submit a Support Request" });
}

// The form's options and texts as the fixture's support.yml and the promises of its site.yml have them.
const { support } = content;
const { promises } = content.site;
const DEFAULT_PRIORITY = support.defaultPriority;
const [URGENT, OTHER] = support.priorities.filter(({ value }) => value !== DEFAULT_PRIORITY).reverse();
if (!URGENT || !OTHER) throw new Error("test/fixtures/content/support.yml: the tests need three priorities");

/** A priority's radio button, named by its value and its description. */
function priorityRadio(page: Page, priority: { value: string; description: string }) {
  return form(page).getByRole("radio", { name: `${priority.value} ${priority.description}`, exact: true });
}

const REQUEST = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  category: support.categories.at(-1) ?? "",
  subject: "Invoice for my company",
  priority: DEFAULT_PRIORITY,
  message: "Please send an invoice with our VAT number.",
};

async function fillRequiredFields(page: Page) {
  const request = form(page);
  await request.getByRole("textbox", { name: "Full Name" }).fill(REQUEST.name);
  await request.getByRole("textbox", { name: "Email Address" }).fill(REQUEST.email);
  await request.getByRole("combobox", { name: "Category" }).selectOption(REQUEST.category);
  await request.getByRole("textbox", { name: "Subject" }).fill(REQUEST.subject);
  await request.getByRole("textbox", { name: "Message" }).fill(REQUEST.message);
}

/**
 * Axe with zero violations while the page's clock is paused, so the page stays in the state under test (the
 * 2-second submit does not finish meanwhile). Axe schedules its own work with short timers: the clock is
 * stepped 1 ms at a time until it is done (a few dozen steps).
 */
async function expectNoAxeViolationsOnPausedClock(page: Page, label: string) {
  // A scan's time, as expectNoAxeViolations gives it: the three of one test outgrew its limit on a loaded machine.
  allowTime(WORK_TIME.axeScan);
  let finished = false;
  const audit = runAxe(page, { tags: AXE_TAGS });
  void audit
    .finally(() => {
      finished = true;
    })
    .catch(() => undefined);
  while (!finished) await page.clock.runFor(1);
  const { violations } = await audit;
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    ),
    `axe violations on ${label}`,
  ).toEqual([]);
}

/** Loads /support with the page's timers on a clock that only moves when the test says so. */
async function gotoWithPausedClock(page: Page) {
  await page.clock.install({ time: START });
  await gotoHydrated(page, "/support");
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

test("the hero shows the support stats", async ({ page }) => {
  await gotoHydrated(page, "/support");
  const stats = page.getByRole("definition");
  await expect(stats).toHaveText(support.stats.map((stat) => stat.value));
  await expect(page.getByRole("term")).toHaveText(support.stats.map((stat) => stat.label));
});

test("the form has its labelled fields, categories and priorities, the default one checked", async ({
  page,
}) => {
  await gotoHydrated(page, "/support");
  const request = form(page);
  for (const name of ["Full Name", "Email Address", "Subject", "Message"]) {
    await expect(request.getByRole("textbox", { name })).toHaveAttribute("required", "");
  }
  await expect(request.getByRole("textbox", { name: "Email Address" })).toHaveAttribute("type", "email");
  const category = request.getByRole("combobox", { name: "Category" });
  await expect(category).toHaveAttribute("required", "");
  await expect(category.getByRole("option")).toHaveText(["Select a category", ...support.categories]);

  const priority = request.getByRole("group", { name: "Priority (optional)" });
  await expect(priority.getByRole("radio")).toHaveCount(support.priorities.length);
  await expect(priority.getByRole("radio", { checked: true })).toHaveAccessibleName(
    new RegExp(`^${DEFAULT_PRIORITY} `),
  );
  for (const { value, description } of support.priorities) {
    const radio = priority.getByRole("radio", { name: `${value} ${description}`, exact: true });
    await expect(radio).toHaveAttribute("value", value);
    await expect(radio).not.toHaveAttribute("required");
    await expect(priority.getByText(description, { exact: true })).toBeVisible();
  }
  await expect(request.getByRole("button", { name: "Submit Support Request" })).toBeEnabled();
});

test("required fields are checked by the browser before anything is sent", async ({ page }) => {
  await gotoHydrated(page, "/support");
  const request = form(page);
  await request.getByRole("button", { name: "Submit Support Request" }).click();
  const name = request.getByRole("textbox", { name: "Full Name" });
  expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(name).toBeFocused();
  expect(
    await request
      .getByRole("combobox", { name: "Category" })
      .evaluate((select: HTMLSelectElement) => select.validity.valueMissing),
  ).toBe(true);
  await fillRequiredFields(page);
  await request.getByRole("textbox", { name: "Email Address" }).fill("ada-at-example");
  await request.getByRole("button", { name: "Submit Support Request" }).click();
  await expect(request.getByRole("button", { name: "Submit Support Request" })).toBeEnabled();
  await expect(emailReady(page)).toHaveCount(0);
  expect(
    await request
      .getByRole("textbox", { name: "Email Address" })
      .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
});

test("submitting takes exactly 2 seconds, then the email to send replaces the form until a new request", async ({
  page,
}) => {
  await gotoWithPausedClock(page);
  const { name: brand } = await readSiteIdentity(page);
  const owner = await readOwnerEmail(page);
  await fillRequiredFields(page);
  await priorityRadio(page, URGENT).check();
  await form(page).getByRole("button", { name: "Submit Support Request" }).click();

  const busy = form(page).getByRole("button", { name: "Submitting Request..." });
  await expect(busy).toBeDisabled();
  await page.clock.runFor(REQUEST_SEND_DELAY_MS - 1);
  await expect(busy).toBeDisabled();
  await expect(emailReady(page)).toHaveCount(0);
  await page.clock.runFor(1);

  const draft = buildSupportDraft({ ...REQUEST, priority: URGENT.value }, brand, englishTexts);
  await expect(emailReady(page).getByRole("heading", { name: "Email Ready!" })).toBeFocused();
  await expect(copyField(page, "To").getByRole("textbox")).toHaveValue(owner);
  await expect(copyField(page, "Subject").getByRole("textbox")).toHaveValue(
    `Support Request [${URGENT.value}] - Invoice for my company`,
  );
  await expect(copyField(page, "Body").getByRole("textbox")).toHaveValue(draft.body);
  await expect(emailReady(page)).toContainText("Nothing has been sent yet.");
  // The spec's success texts, as what follows sending.
  await expect(emailReady(page)).toContainText("Once you have sent the email");
  await expect(
    emailReady(page).getByRole("heading", { name: "Support Request Submitted!", level: 3 }),
  ).toBeVisible();
  await expect(emailReady(page)).toContainText(
    `We've received your support request and will respond within ${promises.supportResponseTime}.`,
  );
  await expect(emailReady(page).getByRole("heading", { name: "What happens next?" })).toBeVisible();
  await expect(emailReady(page).getByRole("listitem")).toHaveText(support.nextSteps);
  await expect(form(page)).toHaveCount(0);
  await page.clock.resume();

  // Live Chat still leads somewhere useful: to the draft, where the form was.
  await page.getByRole("link", { name: content.support.channels.chat.action }).click();
  await expect(page).toHaveURL("/support#support-request");
  await expect(emailReady(page).getByRole("heading", { name: "Email Ready!" })).toBeInViewport();

  await expectDraftSurvivesReload(page, draft);
  await emailReady(page).getByRole("button", { name: "Start a new request" }).click();
  await expect(form(page).getByRole("textbox", { name: "Full Name" })).toBeFocused();
  await expect(form(page).getByRole("textbox", { name: "Full Name" })).toHaveValue("");
  await expect(form(page).getByRole("radio", { checked: true })).toHaveAccessibleName(
    new RegExp(`^${DEFAULT_PRIORITY} `),
  );
  await page.reload();
  await waitForIslands(page);
  await expect(form(page).getByRole("textbox", { name: "Full Name" })).toHaveValue("");
  await expect(page.getByText("We restored what you typed earlier.")).toHaveCount(0);
});

test("a subject holding only spaces counts as empty", async ({ page }) => {
  await gotoHydrated(page, "/support");
  await fillRequiredFields(page);
  const subject = form(page).getByRole("textbox", { name: "Subject" });
  await subject.fill("     ");
  await form(page).getByRole("button", { name: "Submit Support Request" }).click();
  await expect(subject).toBeFocused();
  await expect(subject).toHaveValue("");
  expect(await subject.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(emailReady(page)).toHaveCount(0);
});

for (const [label, script] of [
  ["blocked", blockStorage],
  ["full", fillStorage],
] as const) {
  test(`with sessionStorage ${label}, the form says a reload will not keep the typing`, async ({ page }) => {
    await page.addInitScript(script);
    await gotoHydrated(page, "/support");
    await expect(page.getByText(UNSAVED_NOTICE)).toBeVisible();
    await fillRequiredFields(page);
    await form(page).getByRole("button", { name: "Submit Support Request" }).click();
    await expect(emailReady(page)).toContainText("a reload will not bring this draft back");
  });
}

test("a double submit is one submit", async ({ page }) => {
  await gotoWithPausedClock(page);
  await fillRequiredFields(page);
  await form(page).evaluate((element: HTMLFormElement) => {
    element.requestSubmit();
    element.requestSubmit();
  });
  await page.clock.runFor(REQUEST_SEND_DELAY_MS);
  await expect(emailReady(page)).toHaveCount(1);
});

test("typed values survive a reload until the request is sent", async ({ page }) => {
  await gotoHydrated(page, "/support");
  await fillRequiredFields(page);
  await priorityRadio(page, OTHER).check();
  await page.reload();
  await waitForIslands(page);
  const request = form(page);
  await expect(page.getByText("We restored what you typed earlier.")).toBeVisible();
  await expect(request.getByRole("textbox", { name: "Full Name" })).toHaveValue("Ada Lovelace");
  await expect(request.getByRole("textbox", { name: "Email Address" })).toHaveValue("ada@example.org");
  await expect(request.getByRole("combobox", { name: "Category" })).toHaveValue(REQUEST.category);
  await expect(request.getByRole("textbox", { name: "Subject" })).toHaveValue("Invoice for my company");
  await expect(request.getByRole("textbox", { name: "Message" })).toHaveValue(
    "Please send an invoice with our VAT number.",
  );
  await expect(priorityRadio(page, OTHER)).toBeChecked();

  await page.getByRole("button", { name: "Clear form" }).click();
  await expect(request.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
  await expect(request.getByRole("radio", { checked: true })).toHaveAccessibleName(
    new RegExp(`^${DEFAULT_PRIORITY} `),
  );
  await expect(page.getByText("We restored what you typed earlier.")).toHaveCount(0);
});

test("Other Ways to Reach Us: Live Chat, Email Support and Phone Support all work", async ({ page }) => {
  await gotoHydrated(page, "/support");
  await expectWorkingContactChannels(page, page.getByRole("region", { name: "Other Ways to Reach Us" }));
});

test("Quick Answers has its answers and View All FAQs goes to the help center", async ({ page }) => {
  await gotoHydrated(page, "/support");
  const answers = page.getByRole("region", { name: "Quick Answers" });
  await expect(answers.getByRole("heading", { level: 3 })).toHaveText(
    support.quickAnswers.map((faq) => faq.question),
  );
  await expect(answers.getByRole("paragraph")).toHaveText(support.quickAnswers.map((faq) => faq.answer));
  await answers.getByRole("link", { name: "View All FAQs" }).click();
  await expect(page).toHaveURL("/help");
  await expectStartOfPage(page);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`support has no axe violations in any state on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The clock runs from START before anything is typed: what the form stores is dated on it, and a copy dated
    // after the page's own time would be dropped as stale (app/lib/session-store.ts).
    await page.clock.install({ time: START });
    await gotoHydrated(page, "/support");
    await expectNoAxeViolations(page, "support");
    await fillRequiredFields(page);
    await page.reload();
    await waitForIslands(page);
    await page.clock.pauseAt(new Date(START.getTime() + 10 * 60_000));
    await expect(page.getByText("We restored what you typed earlier.")).toBeVisible();
    await expectNoAxeViolationsOnPausedClock(page, "support, restored");
    await form(page).getByRole("button", { name: "Submit Support Request" }).click();
    await expect(form(page).getByRole("button", { name: "Submitting Request..." })).toBeDisabled();
    await expectNoAxeViolationsOnPausedClock(page, "support, submitting");
    await expect(form(page).getByRole("button", { name: "Submitting Request..." })).toBeDisabled();
    await page.clock.runFor(REQUEST_SEND_DELAY_MS);
    await expect(emailReady(page)).toBeVisible();
    await expectNoAxeViolationsOnPausedClock(page, "support, email draft");
  });
}
