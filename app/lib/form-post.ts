import { type KeysIn, type Texts, translator } from "../../model/ui-texts";

/** How long a form service may take to answer before the post counts as failed (team rule 13). */
export const FORM_POST_TIMEOUT_MS = 15_000;

/**
 * Why a post did not count as sent. Two kinds never reached the service: an error status it answered with, and
 * `unsent` (the device was offline, or the page could not load the code that sends). The others happened after
 * the request left, so the service may hold every field: no answer in time, a connection that failed before its
 * answer could be read (a service without CORS headers looks exactly like this to the page), a redirect, or a 2xx
 * that is not JSON (such as a captcha page).
 */
export type PostFailure =
  | { kind: "status"; status: number }
  | { kind: "unsent" }
  | { kind: "timeout" }
  | { kind: "network" }
  | { kind: "redirect" }
  | { kind: "not-json"; status: number };

/** Whether the form service may have received the request although the page could not confirm it. */
export function mayHaveArrived(failure: PostFailure) {
  return failure.kind !== "status" && failure.kind !== "unsent";
}

/**
 * Posts a form's fields (multipart, files included) to a form service such as Formspree or Basin (docs/deploy.md,
 * "Form services"), asking for a JSON answer. Resolves with null only on a 2xx answer whose body is JSON, and with
 * the failure otherwise; a redirect is never followed (a service that redirects did not answer the JSON request).
 * It never rejects.
 */
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

/** One sentence saying what went wrong, for the form's error message. */
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
