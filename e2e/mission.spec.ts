import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "./fixtures";

test("shows six pillars, each with its own text", async ({ page }) => {
  await gotoHydrated(page, "/mission");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Mission");
  const pillars = page.getByRole("region", { name: "Six Pillars of Our Mission" }).getByRole("listitem");
  await expect(pillars).toHaveCount(6);
  for (const pillar of await pillars.all()) {
    await expect(pillar.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(pillar.getByRole("paragraph")).toHaveText(/.{60,}/);
  }
});

test("the impact block shows 0 lives transformed, New, 1 country and 1 instructor", async ({ page }) => {
  await gotoHydrated(page, "/mission");
  const impact = page.getByRole("region", { name: "Our Impact" });
  await expect(impact.getByRole("definition")).toHaveText(["0", "New", "1", "1"]);
  await expect(impact.getByRole("term")).toHaveText([
    "Lives transformed",
    "Platform launch",
    "Country",
    "Instructor",
  ]);
});

test("has the 2025 short-term goals and the 2030 long-term vision", async ({ page }) => {
  await gotoHydrated(page, "/mission");
  const goals = page.getByRole("region", { name: "2025 Short-Term Goals" });
  await expect(goals.getByRole("listitem")).toHaveCount(4);
  const vision = page.getByRole("region", { name: "2030 Long-Term Vision" });
  await expect(vision).toContainText("By 2030");
  await expect(vision.getByRole("listitem")).toHaveCount(4);
});

test("links to the courses", async ({ page }) => {
  await gotoHydrated(page, "/mission");
  await page.getByRole("main").getByRole("link", { name: "Browse the Courses" }).click();
  await expect(page).toHaveURL("/courses");
});

test("the prerendered HTML holds the page's content", async ({ request }) => {
  const html = await (await request.get("/mission")).text();
  for (const text of [
    "Lives transformed",
    "Learning by doing",
    "2025 Short-Term Goals",
    "2030 Long-Term Vision",
  ]) {
    expect(html).toContain(text);
  }
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`has no axe violations on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/mission");
    await expectNoAxeViolations(page);
  });
}
