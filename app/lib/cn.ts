/**
 * Joins class names, dropping falsy ones. It does not resolve conflicting utilities (no tailwind-merge: that
 * would add 8 KB gzip to every page), so a `className` passed to a primitive must add, not override; use a
 * variant for a different look.
 */
export function cn(...inputs: ReadonlyArray<string | false | null | undefined>) {
  return inputs.filter(Boolean).join(" ");
}
