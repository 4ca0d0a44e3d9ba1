import type { Page } from "@playwright/test";
import { courses } from "../app/content/courses";
import { expect, expectNoAxeViolations, gotoHydrated, test, VIEWPORTS } from "./fixtures";

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search" });
}

function categorySelect(page: Page) {
  return page.getByRole("combobox", { name: "Category" });
}

function viewButton(page: Page, name: "Grid view" | "List view") {
  return page.getByRole("group", { name: "View" }).getByRole("button", { name });
}

function count(page: Page) {
  return page.getByRole("status");
}

/** The course cards of the results, in order. */
function cards(page: Page) {
  return page
    .getByRole("region", { name: "Courses" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3 }),
    });
}

async function expectTitles(page: Page, titles: ReadonlyArray<string>) {
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText([...titles]);
}

const ALL_TITLES = courses.map((course) => course.title);

test("the catalogue has a search box, the category dropdown and a grid/list toggle set to grid", async ({
  page,
}) => {
  await gotoHydrated(page, "/courses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Courses");
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Search courses...");
  await expect(searchBox(page)).toHaveValue("");
  await expect(categorySelect(page).getByRole("option")).toHaveText([
    "All Categories",
    "Entrepreneurship",
    "Business Setup",
    "Global Expansion",
    "Growth & Investment",
  ]);
  await expect(categorySelect(page)).toHaveValue("");
  await expect(viewButton(page, "Grid view")).toHaveAttribute("aria-pressed", "true");
  await expect(viewButton(page, "List view")).toHaveAttribute("aria-pressed", "false");
  await expect(count(page)).toHaveText("Showing 4 of 4 courses");
  await expectTitles(page, ALL_TITLES);
});

test("each card shows its course's details, the first 2 features and the two links", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  for (const [index, course] of courses.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByText(course.category, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: course.title, exact: true })).toHaveAttribute(
      "href",
      `/course/${course.id}`,
    );
    await expect(card.getByText(course.description)).toBeVisible();
    await expect(card.getByText(course.duration, { exact: true })).toBeVisible();
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    await expect(card.getByRole("img", { name: `Rated ${course.rating} out of 5` })).toBeVisible();
    await expect(card.getByText(course.level, { exact: true })).toBeVisible();
    const [first, second, third, fourth] = course.features;
    for (const shown of [first, second]) await expect(card.getByText(shown ?? "-")).toBeVisible();
    for (const hidden of [third, fourth]) await expect(card.getByText(hidden ?? "-")).toHaveCount(0);
    await expect(card.getByText(course.price, { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: `Purchase ${course.title}` })).toHaveAttribute(
      "href",
      `/purchase/${course.id}`,
    );
  }
});

test("a card's title opens the course page and Purchase opens the purchase page", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  await page.getByRole("link", { name: courses[0].title, exact: true }).click();
  await expect(page).toHaveURL("/course/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(courses[0].title);
  await page.goBack();
  await page.getByRole("link", { name: /^Purchase Growth/ }).click();
  await expect(page).toHaveURL("/purchase/4");
});

test("the search ignores case and finds text in titles and in descriptions", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  await searchBox(page).fill("E-EXPORT");
  await expectTitles(page, ["E-Export, Digital Marketing & Sales"]);
  await expect(count(page)).toHaveText("Showing 1 of 4 courses");
  await expect(page).toHaveURL("/courses?q=E-EXPORT");

  // Only in course 2's description.
  await searchBox(page).fill("clean books");
  await expectTitles(page, ["Company Formation, Trade & Financial Management"]);

  await searchBox(page).fill("PLAN");
  await expectTitles(page, [
    "Entrepreneurship & Business Idea Development",
    "Growth, Investment & Globalization",
  ]);
  await expect(count(page)).toHaveText("Showing 2 of 4 courses");
});

test("leading and trailing spaces are ignored", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  await searchBox(page).fill("   cash flow   ");
  await expectTitles(page, ["Company Formation, Trade & Financial Management"]);
  await searchBox(page).fill("     ");
  await expect(count(page)).toHaveText("Showing 4 of 4 courses");
});

for (const query of ["(", ".*", "\\", "$", "[a-z]+", "e.xport"]) {
  test(`the search matches ${JSON.stringify(query)} literally, not as a pattern`, async ({ page }) => {
    await gotoHydrated(page, "/courses");
    await searchBox(page).fill(query);
    await expect(count(page)).toHaveText("Showing 0 of 4 courses");
    await expect(page.getByRole("heading", { name: "No courses found" })).toBeVisible();
    await page.reload();
    await expect(searchBox(page)).toHaveValue(query);
    await expect(count(page)).toHaveText("Showing 0 of 4 courses");
  });
}

test("typing fast keeps every character and adds no history entries", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Explore Courses" }).click();
  await expect(page).toHaveURL("/courses");
  await searchBox(page).pressSequentially("digital marketing");
  await expect(searchBox(page)).toHaveValue("digital marketing");
  await expect(page).toHaveURL("/courses?q=digital+marketing");
  await expectTitles(page, ["E-Export, Digital Marketing & Sales"]);
  await page.goBack();
  await expect(page).toHaveURL("/");
});

test("a category filters alone and together with the search", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  await categorySelect(page).selectOption("Business Setup");
  await expect(page).toHaveURL("/courses?category=business-setup");
  await expectTitles(page, ["Company Formation, Trade & Financial Management"]);
  await expect(count(page)).toHaveText("Showing 1 of 4 courses");

  await categorySelect(page).selectOption("Entrepreneurship");
  await searchBox(page).fill("business");
  await expectTitles(page, ["Entrepreneurship & Business Idea Development"]);
  await expect(page).toHaveURL("/courses?q=business&category=entrepreneurship");

  await categorySelect(page).selectOption("Global Expansion");
  await expect(count(page)).toHaveText("Showing 0 of 4 courses");

  await categorySelect(page).selectOption("All Categories");
  await expect(count(page)).toHaveText("Showing 1 of 4 courses");
  await expect(page).toHaveURL("/courses?q=business");
});

test("no match shows the empty state; Clear Filters resets the search and the category", async ({ page }) => {
  await gotoHydrated(page, "/courses?view=list");
  await categorySelect(page).selectOption("Growth & Investment");
  await searchBox(page).fill("bookkeeping");
  await expect(page.getByRole("heading", { level: 2, name: "No courses found" })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your search terms or category filter", { exact: true }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(count(page)).toHaveText("Showing 0 of 4 courses");

  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(searchBox(page)).toHaveValue("");
  await expect(searchBox(page)).toBeFocused();
  await expect(categorySelect(page)).toHaveValue("");
  await expect(count(page)).toHaveText("Showing 4 of 4 courses");
  await expectTitles(page, ALL_TITLES);
  // The view mode is not a filter: it stays.
  await expect(page).toHaveURL("/courses?view=list");
  await expect(viewButton(page, "List view")).toHaveAttribute("aria-pressed", "true");

  // Back returns to the empty result, search text included.
  await page.goBack();
  await expect(page).toHaveURL("/courses?q=bookkeeping&category=growth-investment&view=list");
  await expect(searchBox(page)).toHaveValue("bookkeeping");
  await expect(page.getByRole("heading", { name: "No courses found" })).toBeVisible();
});

test.describe("on a desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("the list view lays the same cards out as full-width rows", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    const gridBox = await cards(page).first().boundingBox();
    const secondGridBox = await cards(page).nth(1).boundingBox();
    expect(secondGridBox?.y).toBe(gridBox?.y);

    await viewButton(page, "List view").click();
    await expect(page).toHaveURL("/courses?view=list");
    await expect(viewButton(page, "List view")).toHaveAttribute("aria-pressed", "true");
    await expect(viewButton(page, "Grid view")).toHaveAttribute("aria-pressed", "false");
    await expectTitles(page, ALL_TITLES);
    const container = await page.getByRole("search", { name: "Courses" }).boundingBox();
    const rows = await Promise.all([0, 1, 2, 3].map((index) => cards(page).nth(index).boundingBox()));
    for (const row of rows) expect(row?.width).toBe(container?.width);
    // A row: the price and Purchase sit beside the text, not under it.
    const card = cards(page).first();
    const title = await card.getByRole("heading", { level: 3 }).boundingBox();
    const purchase = await card.getByRole("link", { name: /^Purchase/ }).boundingBox();
    expect(purchase?.x ?? 0).toBeGreaterThan((title?.x ?? 0) + (title?.width ?? 0));
    expect(purchase?.y ?? Infinity).toBeLessThan((title?.y ?? 0) + 300);

    await viewButton(page, "Grid view").click();
    await expect(page).toHaveURL("/courses");
  });
});

test("the filters live in the URL: a shared link and a reload show the same result", async ({ page }) => {
  await gotoHydrated(page, "/courses?q=%20GROWTH%20&category=growth-investment&view=list");
  await expect(searchBox(page)).toHaveValue(" GROWTH ");
  await expect(categorySelect(page)).toHaveValue("Growth & Investment");
  await expect(viewButton(page, "List view")).toHaveAttribute("aria-pressed", "true");
  await expectTitles(page, ["Growth, Investment & Globalization"]);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(searchBox(page)).toHaveValue(" GROWTH ");
  await expect(categorySelect(page)).toHaveValue("Growth & Investment");
  await expect(viewButton(page, "List view")).toHaveAttribute("aria-pressed", "true");
  await expect(count(page)).toHaveText("Showing 1 of 4 courses");
});

test("Back and Forward restore the previous filters", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  await searchBox(page).fill("sell");
  await categorySelect(page).selectOption("Global Expansion");
  await viewButton(page, "List view").click();
  await expect(page).toHaveURL("/courses?q=sell&category=global-expansion&view=list");

  await page.goBack();
  await expect(page).toHaveURL("/courses?q=sell&category=global-expansion");
  await expect(viewButton(page, "Grid view")).toHaveAttribute("aria-pressed", "true");
  await page.goBack();
  await expect(page).toHaveURL("/courses?q=sell");
  await expect(categorySelect(page)).toHaveValue("");
  await expect(searchBox(page)).toHaveValue("sell");
  await expectTitles(page, ["E-Export, Digital Marketing & Sales"]);
  await page.goForward();
  await expect(categorySelect(page)).toHaveValue("Global Expansion");
});

test("the header's Courses link, clicked while filtered, resets the filters and the search box", async ({
  page,
}) => {
  await gotoHydrated(page, "/courses?q=growth&category=growth-investment");
  await expect(searchBox(page)).toHaveValue("growth");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Courses", exact: true })
    .click();
  await expect(page).toHaveURL("/courses");
  await expect(searchBox(page)).toHaveValue("");
  await expect(categorySelect(page)).toHaveValue("");
  await expect(count(page)).toHaveText("Showing 4 of 4 courses");
});

test("unknown query values fall back to the defaults", async ({ page }) => {
  await gotoHydrated(page, "/courses?category=cooking&view=table");
  await expect(categorySelect(page)).toHaveValue("");
  await expect(viewButton(page, "Grid view")).toHaveAttribute("aria-pressed", "true");
  await expect(count(page)).toHaveText("Showing 4 of 4 courses");
});

test("the count is a polite live region", async ({ page }) => {
  await gotoHydrated(page, "/courses");
  await expect(count(page)).toHaveAttribute("role", "status");
  await searchBox(page).fill("global");
  await expect(count(page)).toHaveText("Showing 1 of 4 courses");
});

test.describe("the comparison table", () => {
  test("compares the four courses with header cells and links to each course", async ({ page }) => {
    await gotoHydrated(page, "/courses");
    const region = page.getByRole("region", { name: "Compare the courses" });
    const table = region.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(
      courses.map((course) => `${course.category}${course.title}`),
    );
    await expect(table.getByRole("rowheader")).toHaveText([
      "Price",
      "Duration",
      "Level",
      "Rating",
      "What you get",
      "Details",
    ]);
    const row = (name: string) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(row("Price").getByRole("cell")).toHaveText(courses.map((course) => course.price));
    await expect(row("Duration").getByRole("cell")).toHaveText(courses.map((course) => course.duration));
    await expect(row("Level").getByRole("cell")).toHaveText(courses.map((course) => course.level));
    for (const course of courses) {
      await expect(
        row("Rating")
          .getByRole("img", { name: `Rated ${course.rating} out of 5` })
          .first(),
      ).toBeVisible();
      for (const feature of course.features)
        await expect(row("What you get").getByText(feature)).toBeVisible();
      await expect(row("Details").getByRole("link", { name: `View course ${course.title}` })).toHaveAttribute(
        "href",
        `/course/${course.id}`,
      );
    }
  });

  test("on a phone it scrolls sideways inside its own focusable region, not the page", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await gotoHydrated(page, "/courses");
    const region = page.getByRole("region", { name: "Compare the courses" });
    await expect(page.getByText("Scroll sideways to see all four courses.")).toBeVisible();
    const sizes = await region.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBe(VIEWPORTS.phone.width);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe on a ${name}`, () => {
    test.use({ viewport });

    test("the grid view has no violations", async ({ page }) => {
      await gotoHydrated(page, "/courses");
      await expectNoAxeViolations(page);
    });

    test("the list view has no violations", async ({ page }) => {
      await gotoHydrated(page, "/courses?view=list&category=global-expansion");
      await expect(count(page)).toHaveText("Showing 1 of 4 courses");
      await expectNoAxeViolations(page);
    });

    test("the empty state has no violations", async ({ page }) => {
      await gotoHydrated(page, "/courses?q=no-such-course");
      await expect(page.getByRole("heading", { name: "No courses found" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
