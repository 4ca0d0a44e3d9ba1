import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  createBrowserRouter,
  createRoutesStub,
  RouterProvider,
  useLocation,
  useNavigate,
} from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { URL_SYNC_DELAY_MS, useUrlSearchParams } from "./use-url-search-params";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

function Filters() {
  const [params, setParams] = useUrlSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="filters">{params.toString()}</p>
      <p data-testid="router">{search}</p>
      <button onClick={() => setParams(new URLSearchParams({ q: "cash" }), { replace: true })}>Type</button>
      <button onClick={() => setParams(new URLSearchParams({ q: "cash", view: "list" }), { replace: false })}>
        List view
      </button>
      <button onClick={() => void navigate("/courses?category=growth")}>Category link</button>
    </>
  );
}

function renderFilters() {
  const Stub = createRoutesStub([{ path: "/courses", Component: Filters }]);
  render(<Stub initialEntries={["/courses"]} />);
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

test("typing shows its filters and fills the address bar at once, and reaches the router when typing pauses", async () => {
  renderFilters();
  fireEvent.click(screen.getByRole("button", { name: "Type" }));
  expect(text("filters")).toBe("q=cash");
  expect(window.location.search).toBe("?q=cash");
  expect(text("router")).toBe("");

  await act(() => vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS - 1));
  expect(text("router")).toBe("");
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(text("router")).toBe("?q=cash");
  expect(text("filters")).toBe("q=cash");
});

test("a change that adds a history entry reaches the router at once, with what was typed", async () => {
  renderFilters();
  fireEvent.click(screen.getByRole("button", { name: "Type" }));
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "List view" }));
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(text("router")).toBe("?q=cash&view=list");
  expect(text("filters")).toBe("q=cash&view=list");
});

test("a navigation before typing pauses wins: the typed text is not written over it", async () => {
  renderFilters();
  fireEvent.click(screen.getByRole("button", { name: "Type" }));
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Category link" }));
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(text("router")).toBe("?category=growth");
  expect(text("filters")).toBe("category=growth");

  await act(() => vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS * 2));
  expect(text("router")).toBe("?category=growth");
  expect(text("filters")).toBe("category=growth");
});

test("typing on while the router catches up with earlier typing keeps the newer text and writes it next", async () => {
  function TwoSteps() {
    const [params, setParams] = useUrlSearchParams();
    const { search } = useLocation();
    return (
      <>
        <p data-testid="filters">{params.toString()}</p>
        <p data-testid="router">{search}</p>
        <button onClick={() => setParams(new URLSearchParams({ q: "ca" }), { replace: true })}>
          Type ca
        </button>
        <button onClick={() => setParams(new URLSearchParams({ q: "cash" }), { replace: true })}>
          Type cash
        </button>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: "/courses", Component: TwoSteps }]);
  render(<Stub initialEntries={["/courses"]} />);
  fireEvent.click(screen.getByRole("button", { name: "Type ca" }));
  // The pause ends and the router is told "ca"; the next key press comes before the router has rendered it.
  await act(async () => {
    vi.advanceTimersByTime(URL_SYNC_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: "Type cash" }));
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(text("router")).toBe("?q=ca");
  expect(text("filters")).toBe("q=cash");

  await act(() => vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS));
  expect(text("router")).toBe("?q=cash");
  expect(text("filters")).toBe("q=cash");
});

test("Back to what earlier typing wrote shows that text, not what was typed since", async () => {
  function Steps() {
    const [params, setParams] = useUrlSearchParams();
    const { search } = useLocation();
    const navigate = useNavigate();
    const type = (q: string) => setParams(new URLSearchParams({ q }), { replace: true });
    return (
      <>
        <p data-testid="filters">{params.toString()}</p>
        <p data-testid="router">{search}</p>
        <button onClick={() => type("ca")}>Type ca</button>
        <button onClick={() => setParams(new URLSearchParams({ q: "ca", view: "list" }), { replace: false })}>
          List view
        </button>
        <button onClick={() => type("cash")}>Type cash</button>
        <button onClick={() => void navigate(-1)}>Back</button>
      </>
    );
  }
  const Stub = createRoutesStub([{ path: "/courses", Component: Steps }]);
  render(<Stub initialEntries={["/courses"]} />);
  const click = async (name: string) => {
    fireEvent.click(screen.getByRole("button", { name }));
    await act(() => vi.advanceTimersByTimeAsync(URL_SYNC_DELAY_MS));
  };
  await click("Type ca");
  await click("List view");
  await click("Type cash");
  expect(text("router")).toBe("?q=cash");

  await click("Back");
  expect(text("router")).toBe("?q=ca");
  expect(text("filters")).toBe("q=ca");
});

test("Back before typing pauses leaves the page it goes back to as it was", async () => {
  const router = createBrowserRouter([
    { path: "/", Component: () => <p>Home</p> },
    { path: "/courses", Component: Filters },
  ]);
  render(<RouterProvider router={router} />);
  await act(() => router.navigate("/courses"));
  fireEvent.click(screen.getByRole("button", { name: "Type" }));
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
  let finishLoading = () => {};
  const loaded = new Promise<void>((resolve) => {
    finishLoading = resolve;
  });
  const router = createBrowserRouter([
    { path: "/", Component: () => <p>Home</p> },
    { path: "/courses", Component: Filters },
    {
      path: "/article",
      loader: async () => {
        await loaded;
        return null;
      },
      Component: () => <p>Article</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
  await act(() => router.navigate("/courses"));
  fireEvent.click(screen.getByRole("button", { name: "Type" }));
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
