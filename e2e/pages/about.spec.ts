import { content } from "../content";
import { expect, gotoHydrated, test } from "../fixtures";
import { expectPicture } from "../pictures";

// The texts of the fixture's company.yml (test/fixtures/content/).
const { about } = content.company;

test("shows the stats", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  const stats = page.getByRole("main").getByRole("definition");
  await expect(page.getByRole("main").getByRole("term")).toHaveText(about.stats.map((stat) => stat.label));
  await expect(stats).toHaveText(about.stats.map((stat) => stat.value));
});

test("tells the story, quotes the vision and names the instructor", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const story = page.getByRole("region", { name: "Our Story" });
  await expect(story.getByRole("paragraph").filter({ hasText: about.story[0] ?? "" })).toHaveCount(1);
  await expect(story.getByRole("paragraph")).toContainText(about.story);
  // The vision's author is the academy's instructor, whose card stands beside the story.
  await expect(story.getByRole("heading", { name: about.vision.author, level: 3 })).toBeVisible();
  await expectPicture(story.getByRole("complementary").locator("img"), content.instructors[0].photo);
  const vision = page.getByRole("region", { name: "Our Vision" });
  await expect(vision.getByRole("blockquote")).toHaveText(about.vision.quote);
  await expect(vision.getByRole("figure")).toContainText(`${about.vision.author}, ${about.vision.role}`);
});

test("lists the values", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const values = page.getByRole("region", { name: "Our Values" });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(
    about.values.map((value) => value.title),
  );
});

test("links to the courses", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("main").getByRole("link", { name: "Explore Courses" }).click();
  await expect(page).toHaveURL("/courses");
});

test("the prerendered HTML holds the page's content", async ({ request }) => {
  const html = await (await request.get("/about")).text();
  for (const text of ["Our Story", "Our Values", about.stats[0]?.label ?? "", about.vision.author]) {
    expect(html).toContain(text);
  }
});
