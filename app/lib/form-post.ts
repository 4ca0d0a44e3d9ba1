import { type KeysIn, type Texts, translator } from "../../model/ui-texts";

/** How long a form service may take to answer before the post counts as failed (team rule 13). */
export const FORM_POST_TIMEOUT_MS = 15_000;

/** `unsent` and an error status never reached the service; the rest left the page (no CORS looks like a dropped connection). */
export type PostFailure =
  | { kind: "status"; status: number }
  | { kind: "unsent" }
  | { kind: "timeout" }
  | { kind: "network" }
  | { kind: "redirect" }
  | { kind: "not-json"; status: number };

export function mayHaveArrived(failure: PostFailure) {
  return failure.kind !== "status" && failure.kind !== "unsent";
}

/** Null only on a 2xx JSON answer; a redirect is never followed (it did not answer the JSON request); never rejects. */
export async function postForm(
  endpoint: string,
  data: FormData,
  timeoutMs = FORM_POST_TIMEOUT_MS,
): Promise<PostFailure | null> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return { kind: "unsent" };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      body: data,
      headers: { Accept: "application/json" },
      redirect: "manual",
      signal: controller.signal,
    });
    if (response.type === "opaqueredirect" || (response.status >= 300 && response.status < 400))
      return { kind: "redirect" };
    if (!response.ok) return { kind: "status", status: response.status };
    const type = response.headers.get("Content-Type") ?? "";
    if (!/^application\/(?:[\w.-]+\+)?json\b/i.test(type))
      return { kind: "not-json", status: response.status };
    try {
      await response.json();
    } catch {
      if (timedOut) throw new Error("timed out");
      return { kind: "not-json", status: response.status };
    }
    return null;
  } catch {
    return timedOut ? { kind: "timeout" } : { kind: "network" };
  } finally {
    clearTimeout(timer);
  }
}

export function describePostFailure(failure: PostFailure, texts: Texts<KeysIn<"form">>) {
  const t = translator(texts);
  switch (failure.kind) {
    case "status":
      return t("form.failureStatus", { status: String(failure.status) });
    case "unsent":
      return t("form.failureUnsent");
    case "timeout":
      return t("form.failureTimeout", { seconds: FORM_POST_TIMEOUT_MS / 1000 });
    case "network":
      return t("form.failureNetwork");
    case "redirect":
      return t("form.failureRedirect");
    case "not-json":
      return t("form.failureNotJson");
  }
}
