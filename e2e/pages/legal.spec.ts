import type { Page } from "@playwright/test";

import { content } from "../content";
import { expect, gotoHydrated, test } from "../fixtures";
import { readHtmlText } from "../html-text";

// The settings may come from build-time variables the tests do not see: the email and phone are read from the footer.
async function readSiteContacts(page: Page) {
  const footer = page.getByRole("contentinfo");
  const email = footer.locator('a[href^="mailto:"]');
  const phone = footer.locator('a[href^="tel:"]');
  return {
    email: await email.innerText(),
    mailto: (await email.getAttribute("href")) ?? "",
    phone: await phone.innerText(),
    tel: (await phone.getAttribute("href")) ?? "",
  };
}

// The policies as the fixture's policies/ folder has them: the tests expect what the files say, not a copy of it.
const POLICIES = content.policies.pages;
const TYPES = content.policies.menu.map((entry) => entry.type);

for (const type of TYPES) {
  const policy = POLICIES[type];
  test(`/legal/${type} shows its sections, the date and a table of contents that links to each`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/legal/${type}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
    await expect(page.getByText("Last updated")).toBeVisible();
    await expect(page.locator(`time[datetime="${policy.lastUpdated}"]`)).toHaveText(policy.lastUpdatedText);

    const links = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    await expect(links).toHaveText([...policy.sections.map((section) => section.title), "Contact us"]);
    const sections = page.getByRole("main").getByRole("region");
    await expect(sections).toHaveCount(await links.count());
    for (const link of await links.all()) {
      const target = (await link.getAttribute("href")) ?? "";
      expect(target).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.getByRole("main").locator(`h2${target}`)).toHaveText(await link.innerText());
    }
  });

  test(`/legal/${type} shows the text of its policy file ${type}.md`, async ({ page }) => {
    await gotoHydrated(page, `/legal/${type}`);
    await expect(page.getByText(policy.summary, { exact: true })).toBeVisible();
    for (const section of policy.sections) {
      const region = page.locator(`section[aria-labelledby="${section.id}"]`);
      await expect(region.getByRole("heading", { level: 2 })).toHaveText(section.title);
      await expect(region.locator("> div")).toHaveText(readHtmlText(section.html));
    }
  });
}

test("a table of contents link scrolls its section's heading into view", async ({ page }) => {
  const last = POLICIES.terms.sections.at(-1);
  if (!last) throw new Error("the fixture's policies/terms.md has no section");
  await gotoHydrated(page, "/legal/terms");
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: last.title, exact: true })
    .click();
  await expect(page).toHaveURL(`/legal/terms#${last.id}`);
  const heading = page.getByRole("heading", { name: last.title, exact: true, level: 2 });
  await expect(heading).toBeInViewport();
  // Not hidden under the fixed header.
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  const headerBottom = await page
    .getByRole("banner")
    .evaluate((element) => element.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
});

test("every policy ends with the owner's email, phone and postal address", async ({ page }) => {
  const addresses = new Set<string>();
  for (const type of TYPES) {
    await gotoHydrated(page, `/legal/${type}`);
    const { email, mailto, phone, tel } = await readSiteContacts(page);
    expect(tel).toMatch(/^tel:\+?\d+$/);
    const contact = page.getByRole("region", { name: "Contact us" });
    await expect(contact.getByRole("link", { name: email })).toHaveAttribute("href", mailto);
    await expect(contact.getByRole("link", { name: phone })).toHaveAttribute("href", tel);
    const address = contact.locator("address");
    await expect(address).toHaveText(/\w.*\d/);
    addresses.add(await address.innerText());
    await expect(page.getByRole("main").getByRole("region").last()).toHaveAccessibleName("Contact us");
  }
  expect(addresses.size).toBe(1);
});

test("an unknown type shows the privacy policy", async ({ page }) => {
  await gotoHydrated(page, "/legal/shipping");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POLICIES.privacy.title);
  const [first] = POLICIES.privacy.sections;
  await expect(page.getByRole("heading", { name: first?.title, exact: true, level: 2 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/legal\/privacy$/);
  await expect(page.getByRole("region", { name: "Contact us" })).toBeVisible();
});

// The refund and terms wording that SPEC section 9 fixes is checked on the files themselves, in one table
// (scripts/content/spec-facts.ts); these pages show the files' text (above).
test("the terms link to the refund policy", async ({ page }) => {
  await gotoHydrated(page, "/legal/terms");
  await page
    .getByRole("main")
    .getByRole("navigation", { name: "Other policies" })
    .getByRole("link", { name: POLICIES.refund.title })
    .click();
  await expect(page).toHaveURL("/legal/refund");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POLICIES.refund.title);
});

test("a policy reached from a page with islands arrives with its text and description", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const main = page.getByRole("main");
  const refund = POLICIES.refund;
  const last = refund.sections.at(-1);
  if (!last) throw new Error("the fixture's policies/refund.md has no section");
  await page.getByRole("contentinfo").getByRole("link", { name: refund.title }).click();
  await expect(page).toHaveURL("/legal/refund");
  await expect(main.locator(`section[aria-labelledby="${last.id}"] > div`)).toHaveText(
    readHtmlText(last.html),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", refund.summary);
});

test("the four policies are prerendered with their wording", async ({ page, request }) => {
  for (const type of TYPES) {
    const html = await (await request.get(`/legal/${type}`)).text();
    const expected = [`>${POLICIES[type].title}</h1>`, POLICIES[type].lastUpdatedText];
    for (const section of POLICIES[type].sections) expected.push(section.html);
    await gotoHydrated(page, `/legal/${type}`);
    for (const heading of await page.getByRole("main").getByRole("heading", { level: 2 }).all()) {
      expected.push(`>${await heading.textContent()}</h2>`);
    }
    expected.push((await page.getByRole("main").locator("address").textContent()) ?? "no address");
    for (const text of expected) expect(html.includes(text), `${type}: ${text}`).toBe(true);
  }
});

test("printing shows the policy without the header, footer, skip link or menus", async ({ page }) => {
  await gotoHydrated(page, "/legal/cookies");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  await expect(page.getByText(/use your browser’s Print command/)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: POLICIES.cookies.sections[0]?.title, exact: true, level: 2 }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Contact us" })).toBeVisible();
  expect(await page.getByRole("main").evaluate((main) => getComputedStyle(main).paddingTop)).toBe("0px");

  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("banner")).toBeVisible();
});

// The policy pages run no JavaScript, so no button pretends to print: the page says how to.
test("the page tells how to print it and offers no button that needs a script", async ({ page }) => {
  await gotoHydrated(page, "/legal/privacy");
  await expect(page.getByRole("main").getByText(/use your browser’s Print command \(Ctrl\+P/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
});
