import { toCountWord } from "../../model/words";
import { content } from "../content";
import { expect, gotoHydrated, test } from "../fixtures";

// The texts of the fixture's company.yml (test/fixtures/content/).
const { mission } = content.company;

test("shows the pillars, counted in the title, each with its own text", async ({ page }) => {
  await gotoHydrated(page, "/mission");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Mission");
  await expect(page.getByText(mission.statement, { exact: true })).toBeVisible();
  const title = `${toCountWord(mission.pillars.length, { capital: true })} Pillars of Our Mission`;
  const pillars = page.getByRole("region", { name: title }).getByRole("listitem");
  await expect(pillars.getByRole("heading", { level: 3 })).toHaveText(
    mission.pillars.map((pillar) => pillar.title),
  );
  await expect(pillars.getByRole("paragraph")).toHaveText(mission.pillars.map((pillar) => pillar.text));
});

test("the impact block shows its figures", async ({ page }) => {
  await gotoHydrated(page, "/mission");
  const impact = page.getByRole("region", { name: "Our Impact" });
  await expect(impact.getByRole("definition")).toHaveText(mission.impact.map((stat) => stat.value));
  await expect(impact.getByRole("term")).toHaveText(mission.impact.map((stat) => stat.label));
});

test("has the 2025 short-term goals and the 2030 long-term vision", async ({ page }) => {
  await gotoHydrated(page, "/mission");
  const goals = page.getByRole("region", { name: "2025 Short-Term Goals" });
  await expect(goals.getByRole("heading", { level: 3 })).toHaveText(mission.goals.map((goal) => goal.title));
  const vision = page.getByRole("region", { name: "2030 Long-Term Vision" });
  await expect(vision).toContainText(mission.vision.summary);
  await expect(vision.getByRole("listitem")).toHaveText(mission.vision.points);
});

test("links to the courses", async ({ page }) => {
  await gotoHydrated(page, "/mission");
  await page.getByRole("main").getByRole("link", { name: "Browse the Courses" }).click();
  await expect(page).toHaveURL("/courses");
});

test("the prerendered HTML holds the page's content", async ({ request }) => {
  const html = await (await request.get("/mission")).text();
  for (const text of [
    mission.impact[0]?.label ?? "",
    mission.pillars[0]?.title ?? "",
    "2025 Short-Term Goals",
    "2030 Long-Term Vision",
  ]) {
    expect(html).toContain(text);
  }
});
