/**
 * A copy of `current` with each change applied: a non-empty value is set, an empty or null one removes the
 * parameter, so a default filter leaves no trace in the URL. Values are kept as typed (spaces included),
 * because the search box shows the URL's text back to the visitor while they type.
 */
export function updateSearchParams(
  current: URLSearchParams,
  changes: Readonly<Record<string, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
