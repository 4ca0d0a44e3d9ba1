import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

const NO_PARAMS = new URLSearchParams();

/**
 * `useSearchParams` for filters kept in the URL. A page is prerendered without a query string, so until it has
 * hydrated the query reads as empty: the first client render matches the HTML, then the filters apply.
 */
export function useUrlSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  return [hydrated ? searchParams : NO_PARAMS, setSearchParams] as const;
}
