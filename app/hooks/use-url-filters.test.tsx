import { act, fireEvent, render, screen } from "@testing-library/react";
import { createBrowserRouter, createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";

import { SearchField } from "~/components/ui/search-field";
import { updateSearchParams, type UrlFiltersSchema } from "~/lib/url-filters";

import { URL_SYNC_DELAY_MS, useUrlFilters } from "./use-url-filters";

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
  const navigate = useNavigate();
  return (
    <>
      <SearchField {...searchField} label="Search" />
      <p data-testid="filters">{`q=${filters.query} topic=${filters.topic}`}</p>
      <button onClick={() => setFilters({ topic: "tax" })}>Tax</button>
      <button onClick={clearFilters}>Clear</button>
      <button onClick={() => void navigate("/search?topic=growth")}>Growth link</button>
    </>
  );
}

/** When set, the search page's loader waits for it: the router's update of the page is under way until then. */
let loading: Promise<void> | null = null;

const ROUTES = [
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
  {
    path: "/article",
    loader: async () => {
      await loading;
      return null;
    },
    Component: () => <p>Article</p>,
  },
];

/** The search page in a memory router, one entry after the home page. */
async function openSearchPage() {
  const router = createMemoryRouter(ROUTES, {
    initialEntries: ["/", "/search"],
    initialIndex: 1,
    hydrationData: { loaderData: { search: null } },
  });
  render(<RouterProvider router={router} />);
  await settle();
  return router;
}

/** The search page in the browser router, where Back is the browser's own (popstate). */
async function renderInBrowser() {
  const router = createBrowserRouter(ROUTES);
  render(<RouterProvider router={router} />);
  await act(() => router.navigate("/search"));
  return router;
}

/** Holds the loaders back (the router's update of a page stays under way) until the returned function is called. */
function holdLoaders() {
  let finish = () => {};
  loading = new Promise((resolve) => {
    finish = resolve;
  });
  return finish;
}

/** In the browser router: "ca" typed and paused on, then "cash" typed while the router's loader for "ca" is held. */
async function typeWhileTheRouterCatchesUp() {
  const router = await renderInBrowser();
  const finishLoading = holdLoaders();
  type("ca");
  await pause();
  type("cash");
  return { router, finishLoading };
}

/** After "ca" reached the router and "cash" was typed on: the box keeps "cash" and the router gets it next. */
async function expectNewerTextWrittenNext(router: Awaited<ReturnType<typeof openSearchPage>>) {
  expect(router.state.location.search).toBe("?q=ca");
  expect(box()).toHaveValue("cash");
  expect(shown()).toBe("q=cash topic=");

  await pause();
  expect(router.state.location.search).toBe("?q=cash");
  expect(box()).toHaveValue("cash");
  router.dispose();
}

const box = () => screen.getByRole("searchbox", { name: "Search" });
const shown = () => screen.getByTestId("filters").textContent;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const press = async (name: string) => {
  fireEvent.click(screen.getByRole("button", { name }));
  await settle();
};
const pause = () => act(() => vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS));
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  loading = null;
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

test("typing shows its filters and fills the address bar at once, and reaches the router when typing pauses", async () => {
  const router = await openSearchPage();
  type("cash");
  expect(shown()).toBe("q=cash topic=");
  expect(window.location.search).toBe("?q=cash");
  expect(router.state.location.search).toBe("");

  await act(() => vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS - 1));
  expect(router.state.location.search).toBe("");
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(router.state.location.search).toBe("?q=cash");
  expect(shown()).toBe("q=cash topic=");
  router.dispose();
});

test("fast typing keeps every character in the box and the filters, and adds no history entry", async () => {
  const router = await openSearchPage();
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

test("a change that adds a history entry reaches the router at once, with what was typed", async () => {
  const router = await openSearchPage();
  type("cash");
  await press("Tax");
  expect(router.state.location.search).toBe("?q=cash&topic=tax");
  expect(shown()).toBe("q=cash topic=tax");
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname + router.state.location.search).toBe("/search");
  router.dispose();
});

test("a navigation before typing pauses wins: the typed text is not written over it", async () => {
  const router = await openSearchPage();
  type("cash");
  await press("Growth link");
  expect(box()).toHaveValue("");
  expect(shown()).toBe("q= topic=growth");
  expect(router.state.location.search).toBe("?topic=growth");

  await act(() => vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS * 2));
  expect(router.state.location.search).toBe("?topic=growth");
  expect(shown()).toBe("q= topic=growth");
  router.dispose();
});

test("typing on just as the router catches up with earlier typing keeps the newer text and writes it next", async () => {
  const router = await openSearchPage();
  type("ca");
  // The pause ends and the router is told "ca"; the next key press comes before the router has rendered it.
  await act(async () => {
    vi.advanceTimersByTime(URL_SYNC_DELAY_MS);
    type("cash");
    await vi.advanceTimersByTimeAsync(0);
  });
  await expectNewerTextWrittenNext(router);
});

test("typing on while the router updates the page for earlier typing keeps the newer text and writes it next", async () => {
  const router = await openSearchPage();
  const finishLoading = holdLoaders();
  type("ca");
  await pause();
  // The router is updating the page for "ca" (its loader runs) when the next keys come.
  expect(router.state.navigation.state).toBe("loading");
  type("cash");
  await act(async () => {
    finishLoading();
    await vi.advanceTimersByTimeAsync(0);
  });
  await expectNewerTextWrittenNext(router);
});

test("in the browser, the router's late catch-up with earlier typing does not keep the address bar on the older text", async () => {
  // The router is updating the page for "ca" when the next keys come; it then writes "?q=ca" into the address bar,
  // over the "?q=cash" that typing put there.
  const { router, finishLoading } = await typeWhileTheRouterCatchesUp();
  await act(async () => {
    finishLoading();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(box()).toHaveValue("cash");
  expect(window.location.search).toBe("?q=cash");
  await pause();
  expect(router.state.location.search).toBe("?q=cash");
  expect(window.location.search).toBe("?q=cash");
  router.dispose();
});

test("typing that pauses while the router is still updating the page for earlier typing is written once it is done", async () => {
  const { router, finishLoading } = await typeWhileTheRouterCatchesUp();
  // The pause after "cash" ends while the page for "ca" is still loading: nothing may be written then.
  await pause();
  expect(router.state.navigation.state).toBe("loading");
  await act(async () => {
    finishLoading();
    await vi.advanceTimersByTimeAsync(0);
  });
  await pause();
  expect(router.state.location.search).toBe("?q=cash");
  expect(window.location.search).toBe("?q=cash");
  expect(box()).toHaveValue("cash");
  router.dispose();
});

test("a filter chosen just before typing, while the router makes its entry, keeps both, in that entry", async () => {
  const router = await renderInBrowser();
  const finishLoading = holdLoaders();
  await press("Tax");
  // The router is still making the entry for the topic (its loader runs) when the text is typed.
  expect(router.state.navigation.state).toBe("loading");
  type("cash");
  expect(shown()).toBe("q=cash topic=tax");
  await act(async () => {
    finishLoading();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(box()).toHaveValue("cash");
  expect(shown()).toBe("q=cash topic=tax");
  await pause();
  expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
    q: "cash",
    topic: "tax",
  });
  expect(window.location.search).toBe(router.state.location.search);
  // The entry before the topic was chosen is as it was.
  await act(async () => {
    window.history.back();
    await vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS);
  });
  expect(window.location.search).toBe("");
  expect(shown()).toBe("q= topic=");
  router.dispose();
});

test("Back and Forward show each entry's filters in the box and the list, not what was typed since", async () => {
  const router = await openSearchPage();
  type("vat");
  await pause();
  await press("Tax");
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
  const router = await openSearchPage();
  await press("Tax");
  type("refund");
  await pause();
  // Clear comes before typing pauses again: the pending write must not bring the text back.
  type("refund policy");
  await press("Clear");
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

test("the browser's Back before typing pauses leaves the page it goes back to as it was", async () => {
  const router = await renderInBrowser();
  type("cash");
  // The pause ends just after the browser has gone back, before the router has rendered the page it went to.
  const pauseEnds = () => vi.advanceTimersByTime(URL_SYNC_DELAY_MS);
  window.addEventListener("popstate", pauseEnds, { once: true });
  await act(async () => {
    window.history.back();
    await vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS);
  });
  expect(screen.queryByText("Home")).not.toBeNull();
  expect(window.location.pathname + window.location.search).toBe("/");
  expect(router.state.location.search).toBe("");
  router.dispose();
});

test("a link still loading its page when typing pauses is not cancelled by the pending URL write", async () => {
  const router = await renderInBrowser();
  const finishLoading = holdLoaders();
  type("cash");
  // The link is clicked before typing pauses; its page is still loading, and its loading state not yet rendered,
  // when the pause ends.
  await act(async () => {
    void router.navigate("/article");
    await vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS * 2);
  });
  expect(router.state.navigation.state).toBe("loading");
  await act(async () => {
    finishLoading();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(screen.queryByText("Article")).not.toBeNull();
  expect(router.state.location.pathname).toBe("/article");
  router.dispose();
});
