import type { Page } from "@playwright/test";

import { buildApplicationDraft } from "../../app/lib/email-draft";
import { REQUEST_SEND_DELAY_MS } from "../../app/lib/form-delays";
import { APPLICATION_STORAGE_KEY, resultStorageKey } from "../../app/lib/storage-keys";
import { toCountWord } from "../../model/words";
import { readOwnerEmail } from "../contact-channels";
import { content, englishTexts } from "../content";
import {
  blockStorage,
  copyField,
  emailReady,
  expectDraftSurvivesReload,
  fillStorage,
  readSiteIdentity,
  recordDialogs,
  UNSAVED_NOTICE,
} from "../email-drafts";
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  test,
  VIEWPORTS,
  waitForIslands,
  waitForLoadedIslands,
} from "../fixtures";
import { escapeHtml, readHtmlText } from "../html-text";
import { fileOfSize } from "../large-files";

// The positions as the fixture's jobs/ has them, in the order the page lists them.
const JOBS = content.jobs;
const [FIRST_JOB] = JOBS;
const LAST_JOB = JOBS.at(-1);
if (!FIRST_JOB || !LAST_JOB)
  throw new Error("test/fixtures/content/jobs/ has no job: the careers tests need one");
/** The position the application tests apply for. */
const POSITION = LAST_JOB.title;

const THANKS = `Thank you for your interest in joining our team. We'll review your application and get back to you within ${content.site.promises.applicationReplyTime}.`;

function jobCard(page: Page, title: string) {
  return page
    .getByRole("region", { name: "Open Positions" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, level: 3 }) });
}

const APPLICATION = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  phone: "",
  position: POSITION,
  experience: "3-5 years",
  coverLetter: "I write about numbers in plain words.",
};

const RESUME = { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 Ada's resume") };

async function fillRequiredFields(page: Page, coverLetter = APPLICATION.coverLetter) {
  await page.getByLabel("Full Name").fill(APPLICATION.name);
  await page.getByLabel("Email Address").fill(APPLICATION.email);
  await page.getByLabel("Position of Interest").selectOption(APPLICATION.position);
  await page.getByLabel("Years of Experience").selectOption(APPLICATION.experience);
  await page.getByLabel("Cover Letter").fill(coverLetter);
}

test("shows the hero, the number of open positions and the perks", async ({ page }) => {
  await gotoHydrated(page, "/careers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers");
  // The count follows the fixture's jobs/: "Four positions are open now."
  await expect(page.getByText(`${toCountWord(JOBS.length, { capital: true })} position`)).toContainText(
    JOBS.length === 1 ? "position is open now." : "positions are open now.",
  );
  await page.getByRole("link", { name: "See open positions" }).click();
  await expect(page).toHaveURL("/careers#open-positions");
  await expect(page.getByRole("heading", { name: "Open Positions" })).toBeInViewport();
  await expect(
    page.getByRole("region", { name: "A small team with a big mission" }).getByRole("heading"),
  ).toHaveText([
    "A small team with a big mission",
    ...content.company.careers.perks.map((perk) => perk.title),
  ]);
});

test("lists the openings of the fixture's jobs/ with department, location, type and experience", async ({
  page,
}) => {
  await gotoHydrated(page, "/careers");
  const cards = page
    .getByRole("region", { name: "Open Positions" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3 }),
    });
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(JOBS.map((job) => job.title));
  await expect(page.getByText(`${JOBS.length} role`, { exact: false }).first()).toBeVisible();
  for (const job of JOBS) {
    const card = jobCard(page, job.title);
    await expect(card.getByText(job.department, { exact: true })).toBeVisible();
    await expect(card.getByRole("definition")).toHaveText([job.location, job.type, job.experience]);
    await expect(card.getByRole("term")).toHaveText(["Location", "Type", "Experience"]);
    // The description, compiled from the job file's Markdown.
    const [firstParagraph] = job.descriptionHtml.split("</p>");
    await expect(card.getByRole("paragraph").first()).toHaveText(readHtmlText(firstParagraph ?? ""));
  }
});

for (const job of JOBS) {
  const hidden = Math.max(job.requirements.length - 3, 0);
  test(`${job.title}: the first three requirements, +${hidden} more, and a disclosure for the rest`, async ({
    page,
  }) => {
    await gotoHydrated(page, "/careers");
    const card = jobCard(page, job.title);
    const requirements = job.requirements;
    for (const [index, requirement] of requirements.entries()) {
      const item = card.getByText(requirement, { exact: true });
      await (index < 3 ? expect(item).toBeVisible() : expect(item).toBeHidden());
    }
    const more = card.getByText(`+${hidden} more`, { exact: true });
    await expect(more).toHaveCount(hidden > 0 ? 1 : 0);
    await expect(card.getByRole("heading", { name: "Benefits" })).toBeHidden();

    const toggle = card.getByRole("button", { name: `All requirements & benefits for ${job.title}` });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const requirement of requirements)
      await expect(card.getByText(requirement, { exact: true })).toBeVisible();
    await expect(more).toBeHidden();
    await expect(card.getByRole("heading", { name: "Benefits" })).toBeVisible();
    for (const benefit of job.benefits) await expect(card.getByText(benefit, { exact: true })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    for (const requirement of requirements.slice(3))
      await expect(card.getByText(requirement, { exact: true })).toBeHidden();
    await expect(more).toHaveCount(hidden > 0 ? 1 : 0);
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`on a ${name}, Apply Now selects the position and focuses the form's first field`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/careers");
    await page.getByRole("button", { name: `Apply Now for ${FIRST_JOB.title}` }).click();
    await expect(page.getByLabel("Position of Interest")).toHaveValue(FIRST_JOB.title);
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Full Name")).toBeInViewport();
    await expect(page.getByLabel("Position of Interest")).toBeInViewport();

    await page.getByRole("button", { name: `Apply Now for ${LAST_JOB.title}` }).click();
    await expect(page.getByLabel("Position of Interest")).toHaveValue(LAST_JOB.title);
    await expect(page.getByLabel("Full Name")).toBeFocused();
  });
}

// The form hydrates once scrolled to (client:visible, decision 0071): Apply Now before that brings it into view.
test("Apply Now before the form has hydrated brings it into view, then selects the position and focuses it", async ({
  page,
}) => {
  await page.goto("/careers");
  await waitForLoadedIslands(page);
  const form = page.locator("astro-island", { has: page.getByLabel("Full Name") });
  await expect(form, "the form waits to be scrolled to").toHaveAttribute("ssr", "");
  // The first card's button: scrolled to for the click, it leaves the form below the screen.
  await page.getByRole("button", { name: `Apply Now for ${FIRST_JOB.title}` }).click();
  await expect(form).not.toHaveAttribute("ssr");
  await expect(page.getByLabel("Position of Interest")).toHaveValue(FIRST_JOB.title);
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await expect(page.getByLabel("Full Name")).toBeInViewport();
});

test("the form has the specified fields, options and hint", async ({ page }) => {
  await gotoHydrated(page, "/careers");
  for (const label of [
    "Full Name",
    "Email Address",
    "Position of Interest",
    "Years of Experience",
    "Cover Letter",
  ]) {
    await expect(page.getByLabel(label)).toHaveAttribute("required", "");
  }
  for (const label of ["Phone Number", "Resume"]) {
    await expect(page.getByLabel(label)).not.toHaveAttribute("required");
  }
  await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Position of Interest").getByRole("option")).toHaveText([
    "Select a position",
    ...JOBS.map((job) => job.title),
  ]);
  await expect(page.getByLabel("Years of Experience").getByRole("option")).toHaveText([
    "Select your experience",
    "0-1 years",
    "1-3 years",
    "3-5 years",
    "5+ years",
  ]);
  const resume = page.getByLabel("Resume");
  await expect(resume).toHaveAttribute("type", "file");
  await expect(resume).toHaveAttribute("accept", ".pdf,.doc,.docx");
  await expect(resume).toHaveAccessibleDescription("Accepted formats: PDF, DOC, DOCX (Max size: 10MB)");
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
});

test("an incomplete form is stopped by the browser's own validation", async ({ page }) => {
  await gotoHydrated(page, "/careers");
  await page.getByLabel("Full Name").fill("Ada Lovelace");
  await page.getByLabel("Email Address").fill("not-an-email");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByLabel("Email Address")).toBeFocused();
  expect(
    await page.getByLabel("Email Address").evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
  ).toBe(true);
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toHaveCount(0);
});

test("submitting shows Submitting... for exactly 2 seconds, then the email to send, which a reload keeps", async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, "/careers");
  const { name: brand } = await readSiteIdentity(page);
  const owner = await readOwnerEmail(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await fillRequiredFields(page);
  await page.getByLabel("Resume").setInputFiles(RESUME);
  await page.getByRole("button", { name: "Submit Application" }).click();

  const submitting = page.getByRole("button", { name: "Submitting..." });
  await expect(submitting).toBeDisabled();
  await page.clock.runFor(REQUEST_SEND_DELAY_MS - 1);
  await expect(submitting).toBeDisabled();
  await expect(emailReady(page)).toHaveCount(0);

  await page.clock.runFor(1);
  const draft = buildApplicationDraft(APPLICATION, brand, englishTexts, RESUME.name);
  await expect(emailReady(page).getByRole("heading", { name: "Email Ready!" })).toBeFocused();
  await expect(emailReady(page)).toContainText(`Send it to ${owner}`);
  await expect(emailReady(page)).toContainText("Nothing has been sent yet.");
  await expect(copyField(page, "To").getByRole("textbox")).toHaveValue(owner);
  await expect(copyField(page, "Subject").getByRole("textbox")).toHaveValue(`Job Application - ${POSITION}`);
  await expect(copyField(page, "Body").getByRole("textbox")).toHaveValue(draft.body);
  await expect(emailReady(page)).toContainText(
    "Attach cv.pdf in your email app before you send it: an email link cannot carry files.",
  );
  // The spec's success text, as what follows sending.
  await expect(emailReady(page)).toContainText(`Once you have sent the email`);
  await expect(
    emailReady(page).getByRole("heading", { name: "Application Submitted!", level: 3 }),
  ).toBeVisible();
  await expect(emailReady(page)).toContainText(THANKS);
  await expect(page.getByLabel("Full Name")).toHaveCount(0);

  // Apply Now leads to the draft, not to a new form.
  await page.getByRole("button", { name: `Apply Now for ${FIRST_JOB.title}` }).click();
  await expect(emailReady(page).getByRole("heading", { name: "Email Ready!" })).toBeFocused();
  await page.clock.resume();

  await expectDraftSurvivesReload(page, draft);
  await emailReady(page).getByRole("button", { name: "Start a new request" }).click();
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(emailReady(page)).toHaveCount(0);
});

test("a long cover letter with markup, emoji and right-to-left text reaches the draft as plain text", async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const letter = `<img src=x onerror=alert(1)><b>bold</b> 🚀👩🏽‍💻 مرحبا بكم ${"Numbers in plain words. ".repeat(840)}`;
  expect(letter.length).toBeGreaterThan(20_000);
  await gotoHydrated(page, "/careers");
  const { name: brand } = await readSiteIdentity(page);
  await fillRequiredFields(page, letter);
  await page.getByRole("button", { name: "Submit Application" }).click();
  const body = copyField(page, "Body").getByRole("textbox");
  await expect(body).toHaveValue(
    buildApplicationDraft({ ...APPLICATION, coverLetter: letter }, brand, englishTexts).body,
  );
  await expect(emailReady(page).getByRole("link", { name: "Open in email app" })).toHaveCount(0);
  await expect(emailReady(page)).toContainText("This email is too long to open in your email app directly.");
  await expect(page.locator("b", { hasText: "bold" })).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("a resume over 10 MB is refused before anything is sent, and the rest of the form is kept", async ({
  page,
}) => {
  await gotoHydrated(page, "/careers");
  await fillRequiredFields(page);
  const resume = page.getByLabel("Resume");
  await resume.setInputFiles(fileOfSize("portfolio.pdf", 30));
  const message = "portfolio.pdf is 30.0 MB: the limit is 10 MB. Choose a smaller file.";
  await expect(page.getByText(message)).toBeVisible();
  await expect(resume).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(resume).toBeFocused();
  expect(await resume.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(message);
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  await expect(emailReady(page)).toHaveCount(0);
  await expect(page.getByLabel("Cover Letter")).toHaveValue(APPLICATION.coverLetter);
  await expect(page.getByLabel("Position of Interest")).toHaveValue(APPLICATION.position);

  await resume.setInputFiles(RESUME);
  await expect(page.getByText(message)).toHaveCount(0);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(emailReady(page)).toContainText("Attach cv.pdf in your email app");
});

test("a required field holding only spaces counts as empty", async ({ page }) => {
  await gotoHydrated(page, "/careers");
  await fillRequiredFields(page, "   \n  ");
  await page.getByRole("button", { name: "Submit Application" }).click();
  const letter = page.getByLabel("Cover Letter");
  await expect(letter).toBeFocused();
  await expect(letter).toHaveValue("");
  expect(await letter.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
  await expect(emailReady(page)).toHaveCount(0);
});

for (const [label, script] of [
  ["blocked", blockStorage],
  ["full", fillStorage],
] as const) {
  test(`with sessionStorage ${label}, the form says a reload will not keep the typing, and still works`, async ({
    page,
  }) => {
    await page.addInitScript(script);
    await gotoHydrated(page, "/careers");
    await expect(page.getByText(UNSAVED_NOTICE)).toBeVisible();
    await fillRequiredFields(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(copyField(page, "Subject").getByRole("textbox")).toHaveValue(
      `Job Application - ${POSITION}`,
    );
    await expect(emailReady(page)).toContainText("a reload will not bring this draft back");
  });
}

test("a reload keeps the typed values (not the file) until the form is cleared", async ({ page }) => {
  await gotoHydrated(page, "/careers");
  await fillRequiredFields(page);
  await page.getByLabel("Phone Number").fill("+1 555 010 0142");
  await page.getByLabel("Resume").setInputFiles(RESUME);
  await page.reload();
  await waitForIslands(page);

  await expect(page.getByText("We restored what you typed earlier.")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Email Address")).toHaveValue("ada@example.org");
  await expect(page.getByLabel("Phone Number")).toHaveValue("+1 555 010 0142");
  await expect(page.getByLabel("Position of Interest")).toHaveValue(POSITION);
  await expect(page.getByLabel("Years of Experience")).toHaveValue("3-5 years");
  await expect(page.getByLabel("Cover Letter")).toHaveValue("I write about numbers in plain words.");
  expect(await page.getByLabel("Resume").evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

  await page.getByRole("button", { name: "Clear form" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("Position of Interest")).toHaveValue("");
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByText("We restored what you typed earlier.")).toHaveCount(0);
});

test("once the draft is made, only its text is kept: no typed values, no file, and nothing after a new request", async ({
  page,
}) => {
  const storedEntries = () => page.evaluate(() => Object.entries(sessionStorage));
  await gotoHydrated(page, "/careers");
  await fillRequiredFields(page);
  await page.getByLabel("Resume").setInputFiles(RESUME);
  expect((await storedEntries()).map(([key]) => key)).toEqual([APPLICATION_STORAGE_KEY]);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(emailReady(page).getByRole("heading", { name: "Email Ready!" })).toBeVisible();

  const entries = await storedEntries();
  expect(entries.map(([key]) => key)).toEqual([resultStorageKey(APPLICATION_STORAGE_KEY)]);
  // The draft names the file the applicant attaches; its contents are never read or kept.
  expect(entries.map(([, value]) => value).join("\n")).not.toContain(RESUME.buffer.toString());
  await emailReady(page).getByRole("button", { name: "Start a new request" }).click();
  await expect(page.getByLabel("Full Name")).toBeFocused();
  expect(await storedEntries()).toEqual([]);
});

test("the prerendered HTML holds the openings and the form", async ({ request }) => {
  const html = await (await request.get("/careers")).text();
  for (const job of JOBS) {
    expect(html).toContain(escapeHtml(job.title));
    expect(html).toContain(job.descriptionHtml);
    for (const requirement of job.requirements) expect(html).toContain(escapeHtml(requirement));
  }
  expect(html).toContain("Accepted formats: PDF, DOC, DOCX (Max size: 10MB)");
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the page, an expanded card and the restored form have no axe violations", async ({ page }) => {
      await gotoHydrated(page, "/careers");
      await expectNoAxeViolations(page, "careers");
      await page
        .getByRole("button", { name: /^All requirements & benefits/ })
        .first()
        .click();
      await page.getByLabel("Full Name").fill("Ada Lovelace");
      await page.reload();
      await waitForIslands(page);
      await expect(page.getByText("We restored what you typed earlier.")).toBeVisible();
      await page
        .getByRole("button", { name: /^All requirements & benefits/ })
        .first()
        .click();
      await expectNoAxeViolations(page, "careers, expanded card, restored form");
    });

    test("the email draft, with a resume to attach, has no axe violations", async ({ page }) => {
      await gotoHydrated(page, "/careers");
      await fillRequiredFields(page);
      await page.getByLabel("Resume").setInputFiles(RESUME);
      await page.getByRole("button", { name: "Submit Application" }).click();
      await expect(emailReady(page)).toContainText("Attach cv.pdf");
      await expectNoAxeViolations(page, "careers, email draft");
    });

    test("an oversized resume and the storage warning have no axe violations", async ({ page }) => {
      await page.addInitScript(fillStorage);
      await gotoHydrated(page, "/careers");
      await page.getByLabel("Resume").setInputFiles(fileOfSize("big.pdf", 11));
      await expect(page.getByText("big.pdf is 11.0 MB")).toBeVisible();
      await expect(page.getByText(UNSAVED_NOTICE)).toBeVisible();
      await expectNoAxeViolations(page, "careers, resume too large, storage blocked");
    });
  });
}
