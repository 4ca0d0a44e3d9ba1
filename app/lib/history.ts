/**
 * Whether the browser's Back would stay on this site: React Router numbers the entries it creates in
 * `history.state.idx`, and 0 (or no number at all) marks the first page the visitor opened here.
 */
export function hasPreviousAppPage(historyState: unknown) {
  if (typeof historyState !== "object" || historyState === null || !("idx" in historyState)) return false;
  return typeof historyState.idx === "number" && historyState.idx > 0;
}
