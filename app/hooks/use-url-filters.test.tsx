import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, onTestFinished, test } from "vitest";

import { SearchField } from "~/components/ui/search-field";
import { updateSearchParams, type UrlFiltersSchema } from "~/lib/url-filters";

import { useUrlFilters } from "./use-url-filters";

type Filters = { query: string; topic: string };

/** A page's filters as the catalogue, blog and help keep theirs: `?q=` and one more, `?topic=`. */
const FILTERS: UrlFiltersSchema<Filters> = {
  read: (params) => ({ query: params.get("q") ?? "", topic: params.get("topic") ?? "" }),
  write: (params, { query, topic }) =>
    updateSearchParams(params, {
      ...(query === undefined ? {} : { q: query }),
      ...(topic === undefined ? {} : { topic }),
    }),
  cleared: { query: "", topic: "" },
};

/** The island of a page with filters: its search box, the filters it shows and two changes of its own. */
function SearchIsland() {
  const { filters, setFilters, clearFilters, searchField } = useUrlFilters(FILTERS);
  return (
    <>
      <SearchField {...searchField} label="Search" />
      <p role="status">{`q=${filters.query} topic=${filters.topic}`}</p>
      <button onClick={() => setFilters({ topic: "tax" })}>Tax</button>
      <button onClick={clearFilters}>Clear</button>
    </>
  );
}

/** The island on the page at `url`, in a tab whose history holds that one entry after any earlier test's. */
function openPage(url: string, state: unknown = null) {
  window.history.pushState(state, "", url);
  render(<SearchIsland />);
  return { user: userEvent.setup(), entries: window.history.length };
}

/** Back or Forward, settled: the browser changes the address, then tells the page with popstate. */
async function go(delta: -1 | 1) {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    window.history.go(delta);
    await popped;
  });
}

const box = () => screen.getByRole("searchbox", { name: "Search" });
const shown = () => screen.getByRole("status").textContent;

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

test("the prerendered HTML and the hydration render show the unfiltered page, the URL's filters right after", async () => {
  window.history.pushState(null, "", "/search?q=cash&topic=tax");
  const container = document.createElement("div");
  container.innerHTML = renderToString(<SearchIsland />);
  expect(container.querySelector("input")).toHaveValue("");
  expect(container.querySelector("[role=status]")).toHaveTextContent("q= topic=");

  document.body.append(container);
  // A hydration mismatch would be a console.error, which fails the test.
  await act(async () => {
    render(<SearchIsland />, { container, hydrate: true });
  });
  expect(box()).toHaveValue("cash");
  expect(shown()).toBe("q=cash topic=tax");
});

test("text typed before hydration applies, with the filters the URL already holds", async () => {
  window.history.pushState(null, "", "/search?topic=tax");
  const container = document.createElement("div");
  container.innerHTML = renderToString(<SearchIsland />);
  document.body.append(container);
  const early = container.querySelector("input");
  if (early) early.value = "cash";

  await act(async () => {
    render(<SearchIsland />, { container, hydrate: true });
  });
  expect(box()).toHaveValue("cash");
  expect(shown()).toBe("q=cash topic=tax");
  expect(new URLSearchParams(window.location.search).get("topic")).toBe("tax");
  expect(new URLSearchParams(window.location.search).get("q")).toBe("cash");
});

test("text typed before hydration stays in the box while the island takes it up: nothing typed next is lost", async () => {
  window.history.pushState(null, "", "/search");
  const container = document.createElement("div");
  container.innerHTML = renderToString(<SearchIsland />);
  document.body.append(container);
  const early = container.querySelector("input");
  if (!early) throw new Error("no search box");
  early.value = "e";
  // Every value the box is given from here on (React's and the early-typing report's, which uses the prototype's
  // setter): a reset to the rendered "" after the early text is back would swallow the visitor's next key press.
  const given: string[] = [];
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value");
  Object.defineProperty(HTMLInputElement.prototype, "value", {
    ...native,
    set(this: HTMLInputElement, value: string) {
      if (this === early) given.push(value);
      native?.set?.call(this, value);
    },
  });
  onTestFinished(() => {
    if (native) Object.defineProperty(HTMLInputElement.prototype, "value", native);
  });

  await act(async () => {
    render(<SearchIsland />, { container, hydrate: true });
  });
  expect(box()).toHaveValue("e");
  expect(shown()).toBe("q=e topic=");
  expect(given.slice(given.indexOf("e"))).not.toContain("");
});

test("typing shows its filters and fills the address bar at once, adding no history entry", async () => {
  const { user, entries } = openPage("/search");
  await user.type(box(), "cash flow");
  expect(box()).toHaveValue("cash flow");
  expect(shown()).toBe("q=cash flow topic=");
  expect(window.location.pathname + window.location.search).toBe("/search?q=cash+flow");
  expect(window.history.length).toBe(entries);
});

test("typing keeps the history state other code set on the entry", async () => {
  const { user } = openPage("/search", { scroll: 120 });
  await user.type(box(), "vat");
  expect(window.location.search).toBe("?q=vat");
  expect(window.history.state).toEqual({ scroll: 120 });
});

test("a category adds a history entry, with what was typed; Back undoes it", async () => {
  const { user, entries } = openPage("/search");
  await user.type(box(), "cash");
  await user.click(screen.getByRole("button", { name: "Tax" }));
  expect(shown()).toBe("q=cash topic=tax");
  expect(window.location.search).toBe("?q=cash&topic=tax");
  expect(window.history.length).toBe(entries + 1);

  await go(-1);
  expect(window.location.search).toBe("?q=cash");
  expect(box()).toHaveValue("cash");
  expect(shown()).toBe("q=cash topic=");
});

test("choosing the filters the page already shows adds no history entry", async () => {
  const { user, entries } = openPage("/search?topic=tax");
  await user.click(screen.getByRole("button", { name: "Tax" }));
  expect(window.history.length).toBe(entries);
});

test("Back and Forward show each entry's filters in the box and the list, not what was typed since", async () => {
  const { user } = openPage("/search");
  await user.type(box(), "vat");
  await user.click(screen.getByRole("button", { name: "Tax" }));
  await user.type(box(), " return");
  expect(window.location.search).toBe("?q=vat+return&topic=tax");

  await go(-1);
  expect(box()).toHaveValue("vat");
  expect(shown()).toBe("q=vat topic=");
  await go(1);
  expect(box()).toHaveValue("vat return");
  expect(shown()).toBe("q=vat return topic=tax");
});

test("Clear resets the filters in a new history entry and puts the focus in the empty box", async () => {
  const { user, entries } = openPage("/search?topic=tax");
  await user.type(box(), "refund");
  await user.click(screen.getByRole("button", { name: "Clear" }));
  expect(window.location.pathname + window.location.search).toBe("/search");
  expect(box()).toHaveValue("");
  expect(box()).toHaveFocus();
  expect(shown()).toBe("q= topic=");
  expect(window.history.length).toBe(entries + 1);

  await go(-1);
  expect(window.location.search).toBe("?topic=tax&q=refund");
  expect(box()).toHaveValue("refund");
  expect(shown()).toBe("q=refund topic=tax");
});

test("a reload shows the filters the address bar holds", async () => {
  const { user } = openPage("/search");
  await user.type(box(), "cash");
  await user.click(screen.getByRole("button", { name: "Tax" }));
  cleanup();

  render(<SearchIsland />);
  expect(box()).toHaveValue("cash");
  expect(shown()).toBe("q=cash topic=tax");
});
