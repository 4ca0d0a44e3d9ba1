// The build with a form endpoint (SITE_FORM_ENDPOINT, team rule 13): careers and support post to a real
// receiver on 127.0.0.1 (e2e/form-receiver.mjs) and say "submitted" only after its 2xx answer. Runs against
// build/endpoint (playwright.config.ts, project "form endpoint").
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import type { Page } from "@playwright/test";
import { parseDocument } from "yaml";

import { buildApplicationDraft } from "../../app/lib/email-draft";
import { REQUEST_SEND_DELAY_MS } from "../../app/lib/form-delays";
import { SITE_VARIABLES } from "../../model/schemas/site.ts";
import { htmlFileFor } from "../../scripts/page-weight.mjs";
import { buildCopy, contentFile, copyCheckout } from "../checkout-copy";
import { content, englishTexts } from "../content";
import { copyField, emailReady, readSiteIdentity, recordDialogs } from "../email-drafts";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS, waitForIslands } from "../fixtures";
import { fileOfSize } from "../large-files";
import {
  ENDPOINT_BUILD,
  ENDPOINT_SITE_URL,
  endpointBuildSettings,
  FORM_ENDPOINT,
  RECEIVER_URL,
  TEST_CLIENT,
} from "../servers";

type ReceivedFile = { field: string; name: string; type: string; size: number; sha256: string };
type Received = { fields: Record<string, string>; files: ReceivedFile[]; origin: string; mode: string };

const { promises } = content.site;
const THANKS = `Thank you for your interest in joining our team. We'll review your application and get back to you within ${promises.applicationReplyTime}.`;
/** The position applied for and the support request's options, as the fixture's jobs/ and support.yml have them. */
const POSITION = content.jobs.at(-1)?.title ?? "";
const CATEGORY = content.support.categories[0] ?? "";
const PRIORITY = content.support.priorities.at(-1) ?? { value: "", description: "" };

/** What the receiver will answer for the next `times` posts from this email address. */
async function answerWith(
  email: string,
  mode: "500" | "hang" | "close" | "nocors" | "captcha" | "redirect",
  times = 1,
) {
  const response = await fetch(`${RECEIVER_URL}/__behaviour`, {
    method: "POST",
    body: JSON.stringify({ email, mode, times }),
  });
  expect(response.ok).toBe(true);
}

async function received(email: string): Promise<Received[]> {
  return (await fetch(`${RECEIVER_URL}/__records?email=${encodeURIComponent(email)}`)).json();
}

/** An address of this test's own, so that tests running side by side never read each other's posts. */
function applicantEmail() {
  return `${test.info().testId}-${test.info().retry}@applicants.example.org`;
}

function sha256(bytes: Buffer) {
  return createHash("sha256").update(bytes).digest("hex");
}

const RESUME = {
  name: "ada-lovelace-cv.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.concat([
    Buffer.from("%PDF-1.7\n"),
    Buffer.from(Array.from({ length: 200_000 }, (_, i) => i % 251)),
  ]),
};

async function fillApplication(
  page: Page,
  email: string,
  coverLetter = "I write about numbers in plain words.",
) {
  await page.getByLabel("Full Name").fill("Ada Lovelace");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("+44 20 7946 0018");
  await page.getByLabel("Position of Interest").selectOption(POSITION);
  await page.getByLabel("Years of Experience").selectOption("3-5 years");
  await page.getByLabel("Cover Letter").fill(coverLetter);
  await page.getByLabel("Resume").setInputFiles(RESUME);
}

const submitApplication = (page: Page) => page.getByRole("button", { name: "Submit Application" }).click();
const sentPanel = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });
const failure = (page: Page) => page.getByRole("alert").filter({ hasText: "Not sent" });
/** The failure of a post that left the page without a confirmation coming back. */
const unconfirmed = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "Not confirmed: it may have reached us, but we cannot tell." });
const SECOND_COPY = "Sending it again may give us a second copy";

test("an application is posted with every field and the resume, and only then is it submitted", async ({
  page,
}) => {
  const email = applicantEmail();
  const dialogs = recordDialogs(page);
  await page.clock.install();
  await gotoHydrated(page, "/careers");
  await page.clock.pauseAt(Date.now() + 60_000);
  const coverLetter = `<script>alert(1)</script> 🚀 مرحبا\n${"I write about numbers in plain words. ".repeat(540).trim()}`;
  expect(coverLetter.length).toBeGreaterThan(20_000);
  await fillApplication(page, email, coverLetter);
  await submitApplication(page);

  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect.poll(() => received(email)).toHaveLength(1);
  // The receiver has answered; the spec's 2 seconds still run before the success panel.
  await page.clock.runFor(REQUEST_SEND_DELAY_MS - 1);
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await page.clock.runFor(1);
  const panel = sentPanel(page, "Application Submitted!");
  await expect(panel.getByRole("heading", { name: "Application Submitted!", level: 2 })).toBeFocused();
  await expect(panel).toContainText(THANKS);

  const [record] = await received(email);
  const { name: brand } = await readSiteIdentity(page);
  // A multipart body carries line breaks as CRLF (the HTML form encoding); the text is otherwise as typed.
  const { coverLetter: postedLetter, ...fields } = record?.fields ?? {};
  expect(postedLetter === coverLetter.replaceAll("\n", "\r\n"), "the cover letter arrives whole").toBe(true);
  expect(fields).toEqual({
    name: "Ada Lovelace",
    email,
    phone: "+44 20 7946 0018",
    position: POSITION,
    experience: "3-5 years",
    _subject: `Job Application - ${POSITION}`,
  });
  expect(record?.files).toEqual([
    {
      field: "resume",
      name: RESUME.name,
      type: RESUME.mimeType,
      size: RESUME.buffer.length,
      sha256: sha256(RESUME.buffer),
    },
  ]);
  expect(record?.origin).toBe(ENDPOINT_SITE_URL);
  expect(brand).toBeTruthy();
  expect(dialogs).toEqual([]);

  // A reload keeps the receipt; a new request starts empty.
  await page.clock.resume();
  await page.reload();
  await waitForIslands(page);
  await expect(sentPanel(page, "Application Submitted!")).toBeVisible();
  await page.getByRole("button", { name: "Start a new request" }).click();
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
});

test("a support request is posted with every field, then the support success panel shows", async ({
  page,
}) => {
  const email = applicantEmail();
  await gotoHydrated(page, "/support");
  const form = page.getByRole("form", { name: "Submit a Support Request" });
  await form.getByRole("textbox", { name: "Full Name" }).fill("Kwame Mensah");
  await form.getByRole("textbox", { name: "Email Address" }).fill(email);
  await form.getByRole("combobox", { name: "Category" }).selectOption(CATEGORY);
  await form.getByRole("textbox", { name: "Subject" }).fill("  Video stops at 2:10  ");
  await form.getByRole("radio", { name: `${PRIORITY.value} ${PRIORITY.description}`, exact: true }).check();
  await form
    .getByRole("textbox", { name: "Message" })
    .fill("Lesson 3 of module 2 stops.\nChrome on Android.");
  await form.getByRole("button", { name: "Submit Support Request" }).click();

  const panel = sentPanel(page, "Support Request Submitted!");
  await expect(panel).toContainText(
    `We've received your support request and will respond within ${promises.supportResponseTime}.`,
  );
  await expect(panel.getByRole("listitem")).toHaveText(content.support.nextSteps);
  const [record] = await received(email);
  expect(record?.fields).toEqual({
    name: "Kwame Mensah",
    email,
    category: CATEGORY,
    subject: "Video stops at 2:10",
    priority: PRIORITY.value,
    message: "Lesson 3 of module 2 stops.\r\nChrome on Android.",
    _subject: `Support Request [${PRIORITY.value}] - Video stops at 2:10`,
  });
  expect(record?.files).toEqual([]);
});

test("a course on sale is posted at its sale price, at its regular price once the sale is over, and a waitlist request as one", async ({
  page,
}) => {
  // The fixture's course 6 is on sale until 2026-12-31 (its today: 2026-12-15), course 8 takes a waitlist.
  const [onSale, regular] = [
    content.courses.find(({ id }) => id === "6"),
    content.courses.find(({ id }) => id === "8"),
  ];
  if (!onSale?.sale || regular?.enrolment !== "waitlist")
    throw new Error("the fixture lacks course 6 on sale or course 8 on a waitlist");
  const send = async (path: string, email: string, submit: string, sent: string) => {
    await gotoHydrated(page, path);
    await page.getByLabel("Full Name").fill("Amara Nwosu");
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: submit }).click();
    await expect(sentPanel(page, sent)).toBeVisible();
    const [record] = await received(email);
    return record?.fields ?? {};
  };

  const during = await send(
    "/purchase/6",
    applicantEmail(),
    "Send Purchase Request",
    "Purchase request sent",
  );
  expect(during).toMatchObject({ courseId: "6", price: onSale.price });
  // A multipart body carries the draft's line breaks as CRLF.
  expect(during.draft?.split(/\r?\n/)).toContain(`Price: ${onSale.price}`);

  // A page built before the end, sent after it (New York's 1 January): the regular price, nothing of the sale.
  await page.clock.setFixedTime(new Date("2027-01-01T06:00:00Z"));
  const after = await send(
    "/purchase/6",
    `after-${applicantEmail()}`,
    "Send Purchase Request",
    "Purchase request sent",
  );
  expect(after).toMatchObject({ courseId: "6", price: onSale.sale.regularPrice });
  expect(after.draft?.split(/\r?\n/)).toContain(`Price: ${onSale.sale.regularPrice}`);
  expect(after.draft).not.toContain(onSale.price);

  const waitlist = await send(
    "/purchase/8",
    `waitlist-${applicantEmail()}`,
    "Send Waitlist Request",
    "Waitlist request sent",
  );
  expect(waitlist).toMatchObject({
    courseId: "8",
    waitlist: "yes",
    _subject: `Waitlist Request - ${regular.title}`,
  });
  expect(waitlist).not.toHaveProperty("price");
});

test.describe("when the form service fails", () => {
  // Chromium reports a failed request in the console; here the failure is the point.
  test.use({ allowedConsoleMessages: [/Failed to load resource/] });

  test("an error answer keeps every value, and Retry posts again", async ({ page }) => {
    const email = applicantEmail();
    await answerWith(email, "500");
    await gotoHydrated(page, "/careers");
    await fillApplication(page, email);
    await submitApplication(page);

    await expect(failure(page)).toContainText("The form service answered with an error (status 500).");
    await expect(failure(page)).toBeFocused();
    await expect(sentPanel(page, "Application Submitted!")).toHaveCount(0);
    await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Cover Letter")).toHaveValue("I write about numbers in plain words.");
    expect(
      await page.getByLabel("Resume").evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toBe(RESUME.name);

    await failure(page).getByRole("button", { name: "Retry" }).click();
    await expect(sentPanel(page, "Application Submitted!")).toBeVisible();
    const records = await received(email);
    expect(records.map((record) => record.mode)).toEqual(["500", "ok"]);
    expect(records[1]?.files[0]?.sha256).toBe(sha256(RESUME.buffer));
  });

  test("no answer within 15 seconds fails, and the email draft is the way out", async ({ page }) => {
    const email = applicantEmail();
    await answerWith(email, "hang");
    await page.clock.install();
    await gotoHydrated(page, "/careers");
    const { name: brand } = await readSiteIdentity(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await fillApplication(page, email);
    await submitApplication(page);
    await expect.poll(() => received(email)).toHaveLength(1);

    await page.clock.runFor(14_999);
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await page.clock.runFor(1);
    await expect(unconfirmed(page)).toContainText("The form service did not answer within 15 seconds.");
    await expect(unconfirmed(page)).toContainText(SECOND_COPY);
    await page.clock.resume();

    await unconfirmed(page).getByRole("button", { name: "Show the email draft" }).click();
    await expect(emailReady(page)).toContainText(`Attach ${RESUME.name} in your email app`);
    const draft = buildApplicationDraft(
      {
        name: "Ada Lovelace",
        email,
        phone: "+44 20 7946 0018",
        position: POSITION,
        experience: "3-5 years",
        coverLetter: "I write about numbers in plain words.",
      },
      brand,
      englishTexts,
      RESUME.name,
    );
    await expect(copyField(page, "Body").getByRole("textbox")).toHaveValue(draft.body);
  });

  test("a dropped connection may have delivered it; offline nothing leaves; both keep every value", async ({
    page,
    context,
  }) => {
    const email = applicantEmail();
    await answerWith(email, "close");
    await gotoHydrated(page, "/careers");
    await fillApplication(page, email);
    await submitApplication(page);
    await expect(unconfirmed(page)).toContainText(
      "The request left this page, but the form service's answer could not be read",
    );
    await expect(unconfirmed(page)).toContainText(SECOND_COPY);
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    expect((await received(email)).map((record) => record.mode)).toEqual(["close"]);

    await context.setOffline(true);
    await unconfirmed(page).getByRole("button", { name: "Send again anyway" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toHaveCount(0);
    await expect(failure(page)).toContainText("This page could not send it: check your connection.");
    await context.setOffline(false);
    await failure(page).getByRole("button", { name: "Retry" }).click();
    await expect(sentPanel(page, "Application Submitted!")).toBeVisible();
    expect((await received(email)).map((record) => record.mode)).toEqual(["close", "ok"]);
  });
});

test.describe("when the form service answers what the page cannot count as sent", () => {
  // A service without CORS headers: Chromium logs the blocked read; here it is the point.
  test.use({ allowedConsoleMessages: [/Failed to load resource|blocked by CORS policy/] });

  test("a service without CORS headers received every field: the page says it may have arrived, not that it failed", async ({
    page,
  }) => {
    const email = applicantEmail();
    await answerWith(email, "nocors");
    await gotoHydrated(page, "/careers");
    await fillApplication(page, email);
    await submitApplication(page);
    await expect(unconfirmed(page)).toBeFocused();
    await expect(unconfirmed(page)).toContainText(SECOND_COPY);
    await expect(page.getByText("could not be reached")).toHaveCount(0);
    await expect(sentPanel(page, "Application Submitted!")).toHaveCount(0);
    const [record] = await received(email);
    expect(record?.fields).toMatchObject({ name: "Ada Lovelace", email, position: POSITION });
    expect(record?.files[0]?.sha256).toBe(sha256(RESUME.buffer));

    // The way out shows the draft of exactly what was posted, to check against the owner's reply.
    await unconfirmed(page).getByRole("button", { name: "Show the email draft" }).click();
    await expect(emailReady(page)).toContainText(`Attach ${RESUME.name} in your email app`);
    await expect(copyField(page, "Body").getByRole("textbox")).toHaveValue(/Ada Lovelace/);
    expect(await received(email)).toHaveLength(1);
  });

  for (const { mode, said } of [
    {
      mode: "captcha",
      said: "The form service answered with a web page instead of a confirmation (it may ask for a check, such as a captcha, that this form cannot show).",
    },
    {
      mode: "redirect",
      said: "The form service answered with a redirect to another page instead of a confirmation.",
    },
  ] as const) {
    test(`a 2xx page or a redirect is not "submitted": ${mode}`, async ({ page }) => {
      const email = applicantEmail();
      await answerWith(email, mode);
      await gotoHydrated(page, "/careers");
      await fillApplication(page, email);
      await submitApplication(page);
      await expect(unconfirmed(page)).toContainText(said);
      await expect(sentPanel(page, "Application Submitted!")).toHaveCount(0);
      await expect(page.getByLabel("Cover Letter")).toHaveValue("I write about numbers in plain words.");
      // Sending again is the visitor's choice, and the button says what it may do.
      await unconfirmed(page).getByRole("button", { name: "Send again anyway" }).click();
      await expect(sentPanel(page, "Application Submitted!")).toBeVisible();
      expect((await received(email)).map((record) => record.mode)).toEqual([mode, "ok"]);
    });
  }
});

test("a 30 MB resume is refused before any upload and the form is kept", async ({ page }) => {
  const email = applicantEmail();
  await gotoHydrated(page, "/careers");
  await fillApplication(page, email);
  await page.getByLabel("Resume").setInputFiles(fileOfSize("scans.pdf", 30));
  await submitApplication(page);
  await expect(
    page.getByText("scans.pdf is 30.0 MB: the limit is 10 MB. Choose a smaller file."),
  ).toBeVisible();
  await expect(page.getByLabel("Resume")).toBeFocused();
  await expect(page.getByRole("button", { name: "Submitting..." })).toHaveCount(0);
  expect(await received(email)).toEqual([]);
  await expect(page.getByLabel("Cover Letter")).toHaveValue("I write about numbers in plain words.");
});

test("the build names exactly the form service's origin in connect-src, and says what it does", () => {
  const origin = new URL(FORM_ENDPOINT).origin;
  const csp = (file: string) =>
    /http-equiv="Content-Security-Policy" content="([^"]+)"/i.exec(readFileSync(file, "utf8"))?.[1] ?? "";
  for (const page of ["careers", "support", "contact"]) {
    expect(csp(htmlFileFor(`/${page}`, `${ENDPOINT_BUILD}/client`))).toContain(
      `connect-src 'self' ${origin};`,
    );
    expect(csp(htmlFileFor(`/${page}`, TEST_CLIENT))).toContain("connect-src 'self';");
  }
  const directApply = (file: string) => [
    ...readFileSync(file, "utf8").matchAll(/"directApply":(true|false)/g),
  ];
  expect(directApply(htmlFileFor("/careers", `${ENDPOINT_BUILD}/client`)).map((match) => match[1])).toEqual(
    Array(content.jobs.length).fill("true"),
  );
  expect(directApply(htmlFileFor("/careers", TEST_CLIENT)).map((match) => match[1])).toEqual(
    Array(content.jobs.length).fill("false"),
  );
  const processor = "a form service that stores your message for us";
  expect(readFileSync(htmlFileFor("/legal/privacy", `${ENDPOINT_BUILD}/client`), "utf8")).toContain(
    processor,
  );
  expect(readFileSync(htmlFileFor("/legal/privacy", TEST_CLIENT), "utf8")).not.toContain(processor);
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, allowedConsoleMessages: [/Failed to load resource/] });

    test("the failed and the submitted states have no axe violations", async ({ page }) => {
      const email = applicantEmail();
      await answerWith(email, "500");
      await gotoHydrated(page, "/careers");
      await fillApplication(page, email);
      await submitApplication(page);
      await expect(failure(page)).toBeVisible();
      await expectNoAxeViolations(page, "careers, post failed");
      await failure(page).getByRole("button", { name: "Retry" }).click();
      await expect(sentPanel(page, "Application Submitted!")).toBeVisible();
      await expectNoAxeViolations(page, "careers, submitted");

      await gotoHydrated(page, "/support");
      const form = page.getByRole("form", { name: "Submit a Support Request" });
      await form.getByRole("textbox", { name: "Full Name" }).fill("Ada Lovelace");
      await form.getByRole("textbox", { name: "Email Address" }).fill(email);
      await form.getByRole("combobox", { name: "Category" }).selectOption("General Inquiry");
      await form.getByRole("textbox", { name: "Subject" }).fill("Certificates");
      await form.getByRole("textbox", { name: "Message" }).fill("Can I get a printed certificate?");
      await form.getByRole("button", { name: "Submit Support Request" }).click();
      await expect(sentPanel(page, "Support Request Submitted!")).toBeVisible();
      await expectNoAxeViolations(page, "support, submitted");
    });
  });
}

test("the third parties written in site.yml build the same site as their SITE_* variables, CSP and pages alike", () => {
  const { root, remove } = copyCheckout("meridian-endpoint-");
  try {
    const site = contentFile(root, "site.yml");
    const settings = parseDocument(readFileSync(site, "utf8"));
    const variables = endpointBuildSettings(FORM_ENDPOINT);
    const keyOf = new Map<string, string>(
      Object.entries(SITE_VARIABLES).map(([key, variable]) => [variable, key]),
    );
    for (const [variable, value] of Object.entries(variables)) settings.set(keyOf.get(variable), value);
    writeFileSync(site, settings.toString());
    const unset = Object.fromEntries(Object.keys(variables).map((variable) => [variable, undefined]));
    const build = buildCopy(root, "build/endpoint-file", unset);
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const pages = (client: string) =>
      readdirSync(client, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".html") && !file.startsWith("admin"))
        .sort();
    const fromVariable = pages(`${ENDPOINT_BUILD}/client`);
    expect(pages("build/endpoint-file/client")).toEqual(fromVariable);
    for (const file of fromVariable) {
      expect(readFileSync(join("build/endpoint-file/client", file), "utf8"), file).toBe(
        readFileSync(join(`${ENDPOINT_BUILD}/client`, file), "utf8"),
      );
    }
    expect(readFileSync(htmlFileFor("/careers", "build/endpoint-file/client"), "utf8")).toContain(
      `connect-src 'self' ${new URL(FORM_ENDPOINT).origin};`,
    );
  } finally {
    remove();
  }
});
