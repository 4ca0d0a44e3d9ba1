// The build with every third party set (scripts/test-site-server.mjs): cookie-less analytics (Plausible's
// events API, sent by the site's own module around Plausible's npm tracker), a newsletter provider (Buttondown's
// sign-up form) and the form service, all real HTTP receivers on 127.0.0.1 (e2e/form-receiver.mjs); then a build
// per other provider (Umami, GoatCounter). Checks what arrives there, that nothing personal is in an analytics
// event, that no third party's script is loaded, and that the CSP allows exactly the configured origins.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";

import type { Page } from "@playwright/test";

import { readBudgets } from "../../scripts/budgets.mjs";
import { freePorts, startNginx } from "../../scripts/nginx-test-server.mjs";
import { htmlFileFor, measurePage } from "../../scripts/page-weight.mjs";
import { content } from "../content";
import { copyField, emailReady } from "../email-drafts";
import { allowTime, expect, expectNoAxeViolations, gotoHydrated, test, WORK_TIME } from "../fixtures";
import {
  ANALYTICS_SITES,
  ENDPOINT_BUILD,
  endpointBuildSettings,
  FORM_ENDPOINT,
  RECEIVER_URL,
  SITE_URL,
  TEST_BUILD,
  TEST_CLIENT,
} from "../servers";
import { PAGE_PATHS } from "../site-paths";

/** An event as the receiver recorded it, in Plausible's terms whatever the provider (e2e/form-receiver.mjs). */
type AnalyticsEvent = {
  provider: "plausible" | "umami" | "goatcounter";
  body: { n: string; u: string; d: string; r?: string | null; p?: Record<string, string> | string };
  raw: string;
  cookie: string | null;
};
type Received = { fields: Record<string, string> };

const COURSE = content.courses[0];
const RECEIVER_ORIGIN = new URL(RECEIVER_URL).origin;

// Plausible's tracker leaves out automated browsers (navigator.webdriver) unless the page says it is tested.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Object.assign(window, { __plausible: true }));
});

/** This test's own run id, carried in the page address of every event it causes. */
function runId() {
  return `${test.info().testId}-${test.info().retry}`;
}

/** An address of this test's own, so that tests running side by side never read each other's posts. */
function visitorEmail() {
  return `${runId()}@visitors.example.org`;
}

/** The events of a run, without the engagement reports Plausible's tracker adds when a page loses focus. */
async function events(run: string): Promise<AnalyticsEvent[]> {
  const all: AnalyticsEvent[] = await (
    await fetch(`${RECEIVER_URL}/__events?run=${encodeURIComponent(run)}`)
  ).json();
  return all.filter(({ body }) => body.n !== "engagement");
}

async function received(email: string): Promise<Received[]> {
  return (await fetch(`${RECEIVER_URL}/__records?email=${encodeURIComponent(email)}`)).json();
}

async function answerWith(email: string, mode: "500") {
  const response = await fetch(`${RECEIVER_URL}/__behaviour`, {
    method: "POST",
    body: JSON.stringify({ email, mode, times: 1 }),
  });
  expect(response.ok).toBe(true);
}

/** The custom events (not page views) of a run: name and properties. */
async function conversions(run: string) {
  return (await events(run)).filter(({ body }) => body.n !== "pageview").map(({ body }) => [body.n, body.p]);
}

/** No event carries a cookie or any of the texts the visitor typed. */
async function expectNothingPersonal(run: string, typed: string[]) {
  const all = await events(run);
  expect(all.length).toBeGreaterThan(0);
  for (const event of all) {
    expect(event.cookie).toBeNull();
    for (const text of typed) {
      expect(event.raw).not.toContain(text);
      expect(decodeURIComponent(event.raw)).not.toContain(text);
    }
  }
}

async function fillPurchase(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Full Name" }).fill("Amara Nwosu");
  await page.getByRole("textbox", { name: "Email Address" }).fill(email);
  await page.getByRole("textbox", { name: /^Company/ }).fill("Nwosu Trading Ltd");
  await page.getByRole("textbox", { name: /^Additional Notes/ }).fill("Three seats, invoice to Lagos.");
}
const PURCHASE_TYPED = ["Amara", "Nwosu", "Lagos", "visitors.example.org"];

test("a purchase request is posted with the course and the draft, and counted as one event without a name", async ({
  page,
}) => {
  const run = runId();
  const email = visitorEmail();
  await gotoHydrated(page, `/purchase/${COURSE.id}?run=${run}`);
  await expect.poll(async () => (await events(run)).map(({ body }) => body.n)).toEqual(["pageview"]);
  const [pageview] = await events(run);
  expect(pageview?.body.d).toBe("meridian-academy.test");

  await fillPurchase(page, email);
  await page.getByRole("button", { name: "Send Purchase Request" }).click();
  await expect(page.getByRole("heading", { name: "Purchase request sent" })).toBeVisible();

  const [record] = await received(email);
  expect(record?.fields).toMatchObject({
    name: "Amara Nwosu",
    email,
    company: "Nwosu Trading Ltd",
    course: COURSE.title,
    courseId: String(COURSE.id),
  });
  expect(record?.fields.draft).toContain("Three seats, invoice to Lagos.");
  expect(record?.fields.draft).toContain(COURSE.title);
  expect(record?.fields._subject).toContain(COURSE.title);

  await expect
    .poll(() => conversions(run))
    .toEqual([["Purchase Request", { course: COURSE.title, courseId: String(COURSE.id), delivery: "sent" }]]);
  await expectNothingPersonal(run, PURCHASE_TYPED);
});

test.describe("when the form service fails", () => {
  // Chromium reports a failed request in the console; here the failure is the point.
  test.use({ allowedConsoleMessages: [/Failed to load resource/] });

  test("a purchase request keeps its values, and its email draft is counted when composed and copied", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const run = runId();
    const email = visitorEmail();
    await answerWith(email, "500");
    await gotoHydrated(page, `/purchase/${COURSE.id}?run=${run}`);
    await fillPurchase(page, email);
    await page.getByRole("button", { name: "Send Purchase Request" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Not sent" });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveValue("Amara Nwosu");
    expect(await conversions(run)).toEqual([]);

    await alert.getByRole("button", { name: "Send it by email instead" }).click();
    await expect(emailReady(page)).toBeVisible();
    await copyField(page, "Body").getByRole("button").click();
    await expect(copyField(page, "Body").getByRole("button")).toHaveText("Copied!");
    await expect
      .poll(() => conversions(run))
      .toEqual([
        ["Purchase Request", { course: COURSE.title, courseId: String(COURSE.id), delivery: "draft" }],
        ["Email Draft", { action: "copied" }],
      ]);
    await expectNothingPersonal(run, PURCHASE_TYPED);
  });

  test("the newsletter keeps the address and offers the email draft", async ({ page }) => {
    const email = visitorEmail();
    await answerWith(email, "500");
    await gotoHydrated(page, "/blog");
    const newsletter = page.getByRole("region", { name: "Get new articles by email" });
    await newsletter.getByRole("textbox", { name: "Email address" }).fill(email);
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByRole("alert")).toContainText("Not subscribed");
    await expect(newsletter.getByRole("textbox", { name: "Email address" })).toHaveValue(email);
    await expect(newsletter.getByRole("status")).not.toContainText("check your inbox");
    await expectNoAxeViolations(page, "blog, newsletter failed");

    const drafts: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith("mailto:")) drafts.push(request.url());
    });
    await newsletter.getByRole("button", { name: "subscribe by email instead" }).click();
    await expect.poll(() => drafts.length).toBe(1);
    expect(new URL(drafts[0] ?? "").searchParams.get("subject")).toBe(`Newsletter subscription: ${email}`);
  });
});

/** Sends the contact form to the form service and waits for its answer. */
async function sendContact(page: Page, email: string) {
  await page.getByRole("textbox", { name: "Full Name" }).fill("Lin Okafor");
  await page.getByRole("textbox", { name: "Email Address" }).fill(email);
  await page.getByRole("textbox", { name: "Subject" }).fill("Team enrolment for five");
  await page.getByRole("textbox", { name: "Message" }).fill("Can five of us start in March?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
}
const CONTACT_TYPED = ["Lin", "Okafor", "enrolment", "March", "visitors.example.org"];

test("a contact message is posted with its subject and the draft's text", async ({ page }) => {
  const run = runId();
  const email = visitorEmail();
  await gotoHydrated(page, `/contact?run=${run}`);
  await sendContact(page, email);
  const [record] = await received(email);
  expect(record?.fields).toMatchObject({ subject: "Team enrolment for five", email });
  expect(record?.fields.draft).toContain("Can five of us start in March?");
  await expect.poll(() => conversions(run)).toEqual([["Contact Request", { delivery: "sent" }]]);
  await expectNothingPersonal(run, CONTACT_TYPED);
});

test("Subscribe posts the address to the newsletter provider and asks to confirm only after its answer", async ({
  page,
}) => {
  const run = runId();
  const email = visitorEmail();
  await gotoHydrated(page, `/blog?run=${run}`);
  const newsletter = page.getByRole("region", { name: "Get new articles by email" });
  await newsletter.getByRole("textbox", { name: "Email address" }).fill(email);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("status")).toHaveText(
    "Almost done: check your inbox to confirm your subscription.",
  );
  expect((await received(email)).map(({ fields }) => fields)).toEqual([{ email, embed: "1" }]);
  await expect.poll(() => conversions(run)).toEqual([["Newsletter Signup", { delivery: "sent" }]]);
  await expectNothingPersonal(run, [email, "visitors.example.org"]);
  await expectNoAxeViolations(page, "blog, subscribed");
});

test.describe("the CSP", () => {
  // Chromium reports each refused request in the console; here the refusal is the point.
  test.use({ allowedConsoleMessages: [/Content Security Policy|Failed to load resource/] });

  test("a static page loads only the site's own analytics module, counts the visit, and its CSP blocks every other origin", async ({
    page,
    baseURL,
  }) => {
    const run = runId();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, `/about?run=${run}`);
    await expect.poll(async () => (await events(run)).map(({ body }) => body.n)).toEqual(["pageview"]);
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0] ?? "").origin).toBe(baseURL);
    expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(1);

    // Another origin on this machine (the default build's server) is refused for scripts and for connections.
    const violations = await page.evaluate(async (other) => {
      const blocked: string[] = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        blocked.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
      const script = Object.assign(document.createElement("script"), { src: `${other}/favicon.svg` });
      const loaded = new Promise((resolve) => script.addEventListener("error", resolve));
      document.head.append(script);
      await loaded;
      await fetch(`${other}/favicon.svg`).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return blocked;
    }, SITE_URL);
    expect(violations).toEqual([
      `script-src-elem ${SITE_URL}/favicon.svg`,
      `connect-src ${SITE_URL}/favicon.svg`,
    ]);
  });
});

const html = (build: string, page: string) =>
  readFileSync(htmlFileFor(`/${page}`, `${build}/client`), "utf8");
const csp = (text: string) => /http-equiv="Content-Security-Policy" content="([^"]+)"/i.exec(text)?.[1] ?? "";

test("every page of the build allows no third party's script and exactly the configured origins to connect; the policies name them", () => {
  for (const page of ["", "about", "blog", "contact", `purchase/${COURSE.id}`, "legal/privacy"]) {
    const withAnalytics = html(ENDPOINT_BUILD, page);
    expect(withAnalytics, page).not.toMatch(/<script[^>]+src="(?!\/assets\/)/);
    expect(csp(withAnalytics)).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(csp(withAnalytics)).toContain(`connect-src 'self' ${RECEIVER_ORIGIN};`);
    const plain = html(TEST_BUILD, page);
    expect(csp(plain)).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(csp(plain)).toContain("connect-src 'self';");
  }
  const privacy = html(ENDPOINT_BUILD, "legal/privacy");
  expect(privacy).toContain(
    "we count visits with Plausible Analytics, a statistics service that sets no cookie",
  );
  expect(privacy).toContain(
    `sends this to ${RECEIVER_ORIGIN}; no script of the service runs on our website.`,
  );
  expect(privacy).toContain("sends your email address, and nothing else, to our newsletter service");
  expect(html(TEST_BUILD, "legal/privacy")).toContain("There are no analytics: the website measures nothing");
  expect(html(TEST_BUILD, "legal/cookies")).toContain("There are no analytics: nothing measures your visit.");
  expect(html(ENDPOINT_BUILD, "legal/cookies")).toContain("We count visits with Plausible Analytics");
});

test("with analytics set, every page loads the analytics module, within its budget; a page without islands nothing else", () => {
  const { analytics } = readBudgets();
  // The static page's one module is the analytics module: it loads nothing in the build without third parties.
  expect(measurePage("/about", TEST_CLIENT).modules).toEqual([]);
  const about = measurePage("/about", `${ENDPOINT_BUILD}/client`);
  expect([about.modules.length, about.inlineScripts]).toEqual([1, 0]);
  expect(about.js, "the analytics module outgrew bench/budgets.json's analytics budget").toBeLessThanOrEqual(
    analytics.js,
  );
  for (const path of PAGE_PATHS)
    expect(measurePage(path, `${ENDPOINT_BUILD}/client`).modules, path).toContain(about.modules[0]);
});

// Umami and GoatCounter have no tracker on npm: the site's own module posts to their events APIs. One build each,
// with the receiver as a self-hosted instance (SITE_ANALYTICS_HOST), served by the shipped nginx recipe.
for (const provider of ["umami", "goatcounter"] as const) {
  test.describe(`a build with ${provider}`, () => {
    test.describe.configure({ mode: "serial" });
    const build = `build/analytics-${provider}`;
    let site: Awaited<ReturnType<typeof startNginx>> | undefined;
    let siteUrl = "";

    test.beforeAll(async () => {
      allowTime(WORK_TIME.build * 2);
      const result = spawnSync("npm", ["run", "build"], {
        encoding: "utf8",
        env: { ...process.env, BUILD_DIRECTORY: build, ...endpointBuildSettings(FORM_ENDPOINT, provider) },
      });
      expect(result.status, result.stderr).toBe(0);
      const [port = 0, tlsPort = 0, redirectPort = 0] = await freePorts(3);
      site = await startNginx({ port, tlsPort, redirectPort, build, stdio: "ignore" });
      siteUrl = `http://127.0.0.1:${port}`;
    });
    test.afterAll(async () => {
      await site?.stop();
      rmSync(build, { recursive: true, force: true });
    });

    test(`a visit and a contact request reach ${provider}'s events API through the page's CSP, nothing personal in them`, async ({
      page,
    }) => {
      const run = runId();
      const email = visitorEmail();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await gotoHydrated(page, `${siteUrl}/contact?run=${run}`);
      const policy = csp(await page.content());
      expect(policy).toContain(`connect-src 'self' ${RECEIVER_ORIGIN};`);
      expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
      expect(scripts.every((script) => script.startsWith(`${siteUrl}/`))).toBe(true);
      await expect
        .poll(async () => (await events(run)).map((event) => [event.provider, event.body.n]))
        .toEqual([[provider, "pageview"]]);
      if (provider === "umami") expect((await events(run))[0]?.body.d).toBe(ANALYTICS_SITES.umami);

      await sendContact(page, email);
      await expect
        .poll(() => conversions(run))
        .toEqual([["Contact Request", provider === "umami" ? { delivery: "sent" } : "Contact Request/sent"]]);
      await expectNothingPersonal(run, CONTACT_TYPED);
    });
  });
}
