import { useState } from "react";
import { useNavigationType } from "react-router";

/**
 * The text shown in a search box whose value lives in the URL (`urlValue`). Writing the URL is asynchronous,
 * so a box bound to the URL directly drops keystrokes typed faster than it updates; the box keeps its own
 * text instead. Typing writes the URL with `replace`, and those updates are not read back; any other change
 * of the URL value (Back and Forward, a category or Clear button, the first render after hydration) is.
 */
export function useSearchText(urlValue: string) {
  const navigationType = useNavigationType();
  const [text, setText] = useState(urlValue);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    if (navigationType !== "REPLACE") setText(urlValue);
  }
  return [text, setText] as const;
}
