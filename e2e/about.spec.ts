import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "./fixtures";

test("shows the four stats word for word", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  const stats = page.getByRole("main").getByRole("definition");
  await expect(page.getByRole("main").getByRole("term")).toHaveText([
    "Students enrolled",
    "Expert instructor",
    "Courses",
    "Platform status",
  ]);
  await expect(stats).toHaveText(["0", "1", "4", "New"]);
});

test("tells the story, quotes the vision and names the instructor", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const story = page.getByRole("region", { name: "Our Story" });
  await expect(
    story.getByRole("paragraph").filter({ hasText: "advising early-stage founders" }),
  ).toContainText("Daniel Okafor");
  await expect(story.getByRole("heading", { name: "Daniel Okafor", level: 3 })).toBeVisible();
  const vision = page.getByRole("region", { name: "Our Vision" });
  await expect(vision.getByRole("blockquote")).toContainText("A good business idea should not fail");
  await expect(vision.getByRole("figure")).toContainText("Daniel Okafor, Founder & Lead Instructor");
});

test("lists the four values", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const values = page.getByRole("region", { name: "Our Values" });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText([
    "Excellence",
    "Community",
    "Accessibility",
    "Innovation",
  ]);
});

test("links to the courses", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("main").getByRole("link", { name: "Explore Courses" }).click();
  await expect(page).toHaveURL("/courses");
});

test("the prerendered HTML holds the page's content", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  for (const text of ["Students enrolled", "Our Story", "Our Values", "Innovation", "Daniel Okafor"]) {
    expect(html).toContain(text);
  }
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`has no axe violations on a ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/about");
    await expectNoAxeViolations(page);
  });
}
