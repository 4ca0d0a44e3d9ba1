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

export type PostContent = {
  /** The form's values by field name, trimmed as they go. */
  values: Readonly<Record<string, string>>;
  subject: string;
  /** What the form adds of its own (the course, the draft), or a newsletter provider's whole set of fields. */
  fields: Readonly<Record<string, string>>;
  /** The page's language and the site's (content/site.yml `languages`). */
  lang: string;
  languages: ReadonlyArray<string>;
  /** A newsletter provider takes only its own field names: `fields` and nothing else. */
  replaceFields?: boolean;
};

/**
 * What a form service receives (team rule 20): the form's values, the draft's subject as `_subject` (which Formspree
 * and Basin use), the form's own fields and, on a site of several languages, the request's language as `language`
 * (its code, decision 0066).
 */
export function fillPostData(data: FormData, post: PostContent) {
  if (!post.replaceFields) {
    for (const [name, value] of Object.entries(post.values)) data.set(name, value.trim());
    data.set("_subject", post.subject);
    if (post.languages.length > 1) data.set("language", post.lang);
  }
  for (const [name, value] of Object.entries(post.fields)) data.set(name, value);
  return data;
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
