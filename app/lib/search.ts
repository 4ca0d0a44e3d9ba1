/** A search box's text as it is matched: outer spaces ignored, case folded. */
export function normalizeQuery(query: string) {
  return query.trim().toLocaleLowerCase();
}

/**
 * Whether any field contains the query as plain text, ignoring case and the query's outer spaces.
 * Characters such as `(`, `.*`, `\` or `$` are matched literally, never as a pattern. An empty query matches.
 */
export function matchesQuery(query: string, fields: ReadonlyArray<string>) {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return fields.some((field) => field.toLocaleLowerCase().includes(needle));
}
