import type { ReactNode } from "react";

/** Put where an interface text's placeholder holds an element: `t("x", { title: MARK })`, then TextAround. */
export const MARK = "\u{E000}";

/**
 * An interface text with an element where MARK stands: the owner's words inside a sentence of the dictionary's,
 * marked with their own language ("Woche 1: <span lang="en">Finding a problem</span>").
 */
export function TextAround({ text, children }: { text: string; children: ReactNode }) {
  const at = text.indexOf(MARK);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {children}
      {text.slice(at + MARK.length)}
    </>
  );
}
