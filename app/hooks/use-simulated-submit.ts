import { useEffect, useRef, useState } from "react";

export type SubmitStatus = "idle" | "submitting" | "submitted";

/**
 * The site's forms send nothing (SPEC section 7): a submit waits `delayMs` and then counts as done.
 * Further submits while waiting or after success are ignored, so a double click or Enter does nothing.
 */
export function useSimulatedSubmit(delayMs: number) {
  const [status, setStatus] = useState<SubmitStatus>("idle");
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function submit(onSubmitted?: () => void) {
    if (started.current) return;
    started.current = true;
    setStatus("submitting");
    timer.current = setTimeout(() => {
      setStatus("submitted");
      onSubmitted?.();
    }, delayMs);
  }

  return { status, submit };
}
