import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { SearchField } from "~/components/ui/search-field";
import { updateSearchParams, type UrlFiltersSchema } from "~/lib/url-filters";
import { useUrlFilters } from "./use-url-filters";
import { URL_SYNC_DELAY_MS } from "./use-url-search-params";

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

function SearchPage() {
  const { filters, setFilters, clearFilters, searchField } = useUrlFilters(FILTERS);
  return (
    <>
      <SearchField {...searchField} label="Search" />
      <p data-testid="filters">{`q=${filters.query} topic=${filters.topic}`}</p>
      <button onClick={() => setFilters({ topic: "tax" })}>Tax</button>
      <button onClick={clearFilters}>Clear</button>
    </>
  );
}

/** When set, the search page's loader waits for it: the router's update of the page is under way until then. */
let loading: Promise<void> | null = null;

function renderSearchPage() {
  const router = createMemoryRouter(
    [
      { path: "/", Component: () => <p>Home</p> },
      {
        id: "search",
        path: "/search",
        loader: async () => {
          await loading;
          return null;
        },
        Component: SearchPage,
      },
    ],
    { initialEntries: ["/", "/search"], initialIndex: 1, hydrationData: { loaderData: { search: null } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const box = () => screen.getByRole("searchbox", { name: "Search" });
const shown = () => screen.getByTestId("filters").textContent;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const pause = () => act(() => vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS));

beforeEach(() => {
  vi.useFakeTimers();
  loading = null;
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

test("fast typing keeps every character in the box and the filters, and the router gets the text once typing pauses", async () => {
  const router = renderSearchPage();
  await act(() => vi.advanceTimersByTimeAsync(0));
  for (const [index, key] of [..."cash flow"].entries()) {
    type("cash flow".slice(0, index) + key);
    await act(() => vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS / 10));
  }
  expect(box()).toHaveValue("cash flow");
  expect(shown()).toBe("q=cash flow topic=");
  expect(window.location.search).toBe("?q=cash+flow");
  expect(router.state.location.search).toBe("");

  await pause();
  expect(router.state.location.search).toBe("?q=cash+flow");
  expect(box()).toHaveValue("cash flow");
  // Typing replaced the entry it started on: Back leaves the page.
  await act(() => router.navigate(-1));
  expect(screen.queryByText("Home")).not.toBeNull();
  router.dispose();
});

test("typing on while the router updates the page for earlier typing keeps the newer text and writes it next", async () => {
  const router = renderSearchPage();
  await act(() => vi.advanceTimersByTimeAsync(0));
  let finishLoading = () => {};
  loading = new Promise((resolve) => {
    finishLoading = resolve;
  });
  type("ca");
  await pause();
  // The router is updating the page for "ca" (its loader runs) when the next keys come.
  expect(router.state.navigation.state).toBe("loading");
  type("cash");
  await act(async () => {
    finishLoading();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(router.state.location.search).toBe("?q=ca");
  expect(box()).toHaveValue("cash");
  expect(shown()).toBe("q=cash topic=");

  await pause();
  expect(router.state.location.search).toBe("?q=cash");
  expect(box()).toHaveValue("cash");
  router.dispose();
});

test("Back and Forward show each entry's filters in the box and the list, not what was typed since", async () => {
  const router = renderSearchPage();
  await act(() => vi.advanceTimersByTimeAsync(0));
  type("vat");
  await pause();
  fireEvent.click(screen.getByRole("button", { name: "Tax" }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  type("vat return");
  await pause();
  expect(router.state.location.search).toBe("?q=vat+return&topic=tax");

  await act(() => router.navigate(-1));
  expect(box()).toHaveValue("vat");
  expect(shown()).toBe("q=vat topic=");
  await act(() => router.navigate(1));
  expect(box()).toHaveValue("vat return");
  expect(shown()).toBe("q=vat return topic=tax");
  router.dispose();
});

test("Clear resets the filters in a new history entry, puts the focus in the empty box and wins over typing", async () => {
  const router = renderSearchPage();
  await act(() => vi.advanceTimersByTimeAsync(0));
  fireEvent.click(screen.getByRole("button", { name: "Tax" }));
  await act(() => vi.advanceTimersByTimeAsync(0));
  type("refund");
  await pause();
  // Clear comes before typing pauses again: the pending write must not bring the text back.
  type("refund policy");
  fireEvent.click(screen.getByRole("button", { name: "Clear" }));
  await pause();
  expect(router.state.location.search).toBe("");
  expect(box()).toHaveValue("");
  expect(box()).toHaveFocus();
  expect(shown()).toBe("q= topic=");

  await act(() => router.navigate(-1));
  expect(router.state.location.search).toBe("?topic=tax&q=refund");
  expect(box()).toHaveValue("refund");
  expect(shown()).toBe("q=refund topic=tax");
  router.dispose();
});
