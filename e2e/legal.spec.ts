import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "./fixtures";

// app/content/site.ts reads build-time variables that Node cannot see here: the configured email and phone
// are read from the footer instead.
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

const POLICIES = {
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  cookies: "Cookie Policy",
  refund: "Refund Policy",
} as const;

for (const [type, title] of Object.entries(POLICIES)) {
  test(`/legal/${type} shows its sections, the date and a table of contents that links to each`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/legal/${type}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Last updated")).toBeVisible();
    await expect(page.getByText("August 17, 2025")).toBeVisible();

    const links = page.getByRole("navigation", { name: "On this page" }).getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(6);
    await expect(links.last()).toHaveText("Contact us");
    const sections = page.getByRole("main").getByRole("region");
    await expect(sections).toHaveCount(await links.count());
    for (const link of await links.all()) {
      const target = (await link.getAttribute("href")) ?? "";
      expect(target).toMatch(/^#[a-z-]+$/);
      await expect(page.getByRole("main").locator(`h2${target}`)).toHaveText(await link.innerText());
    }
  });
}

test("a table of contents link scrolls its section's heading into view", async ({ page }) => {
  await gotoHydrated(page, "/legal/terms");
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Governing law" })
    .click();
  await expect(page).toHaveURL("/legal/terms#governing-law");
  const heading = page.getByRole("heading", { name: "Governing law", level: 2 });
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
  for (const type of Object.keys(POLICIES)) {
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(page.getByRole("heading", { name: "Who we are", level: 2 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/legal\/privacy$/);
  await expect(page.getByRole("region", { name: "Contact us" })).toBeVisible();
});

test("the refund policy states the constants of SPEC section 9", async ({ page }) => {
  await gotoHydrated(page, "/legal/refund");
  const main = page.getByRole("main");
  for (const phrase of [
    "30-day money-back guarantee",
    "within 30 days",
    "processed in 5-7 business days",
    "Refunds are not available for courses more than 50% completed or bought more than 30 days ago.",
    "enterprise or custom packages may differ",
  ]) {
    await expect(main.getByText(phrase).first()).toBeVisible();
  }
});

test("the terms promise lifetime access and the refund policy's guarantee", async ({ page }) => {
  await gotoHydrated(page, "/legal/terms");
  const main = page.getByRole("main");
  await expect(main.getByText("lifetime access to its course materials")).toBeVisible();
  await expect(main.getByText("Every course comes with our 30-day money-back guarantee.")).toBeVisible();
  await main
    .getByRole("navigation", { name: "Other policies" })
    .getByRole("link", { name: "Refund Policy" })
    .click();
  await expect(page).toHaveURL("/legal/refund");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund Policy");
});

test("a policy reached from a hydrated page arrives with its text and description", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const main = page.getByRole("main");
  await page.getByRole("contentinfo").getByRole("link", { name: "Refund Policy" }).click();
  await expect(page).toHaveURL("/legal/refund");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  // The refund policy's text and description arrive with the client loader on this visit.
  await expect(
    main.getByText(
      "Approved refunds are processed in 5-7 business days, to the card or account you paid with.",
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Every course comes with a 30-day money-back guarantee\./,
  );
});

test("the four policies are prerendered with their wording", async ({ page, request }) => {
  for (const [type, title] of Object.entries(POLICIES)) {
    const html = await (await request.get(`/legal/${type}`)).text();
    const expected = [`>${title}</h1>`, "August 17, 2025"];
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
  await expect(page.getByRole("heading", { name: "What we store and why" })).toBeVisible();
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

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const type of Object.keys(POLICIES)) {
    test(`/legal/${type} has no axe violations on a ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, `/legal/${type}`);
      await expectNoAxeViolations(page);
    });
  }
}
