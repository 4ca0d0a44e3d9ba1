import { useEffect, useRef, useState } from "react";

export type CopyStatus = "idle" | "copied" | "failed";

/** How long a copy button reads `Copied!` (SPEC section 9). */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text with the Clipboard API. `status` is "copied" for `COPIED_FEEDBACK_MS` after a copy, and "failed"
 * when the clipboard is missing (insecure context, old browser) or refuses; the failure is logged to the
 * console (SPEC section 8). `copy` resolves to whether the text reached the clipboard.
 */
export function useCopyToClipboard() {
  const [status, setStatus] = useState<CopyStatus>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string) {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error("The Clipboard API is not available here.");
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error("Failed to copy to clipboard:", error);
      setStatus("failed");
      return false;
    }
    setStatus("copied");
    timer.current = setTimeout(() => setStatus("idle"), COPIED_FEEDBACK_MS);
    return true;
  }

  return { status, copy };
}
