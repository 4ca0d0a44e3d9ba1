/** How long a form service may take to answer before the post counts as failed (team rule 13). */
export const FORM_POST_TIMEOUT_MS = 15_000;

/** Why a post did not reach the form service: an error status, no answer in time, or no connection. */
export type PostFailure = { kind: "status"; status: number } | { kind: "timeout" } | { kind: "network" };

/**
 * Posts a form's fields (multipart, files included) to a form service such as Formspree or Basin (docs/deploy.md,
 * "Form services"), asking for a JSON answer so that the service replies instead of redirecting. Resolves with null on a
 * 2xx answer and with the failure otherwise; it never rejects.
 */
export async function postForm(
  endpoint: string,
  data: FormData,
  timeoutMs = FORM_POST_TIMEOUT_MS,
): Promise<PostFailure | null> {
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
      signal: controller.signal,
    });
    return response.ok ? null : { kind: "status", status: response.status };
  } catch {
    return timedOut ? { kind: "timeout" } : { kind: "network" };
  } finally {
    clearTimeout(timer);
  }
}

/** One sentence saying what went wrong, for the form's error message. */
export function describePostFailure(failure: PostFailure) {
  switch (failure.kind) {
    case "status":
      return `The form service answered with an error (status ${failure.status}).`;
    case "timeout":
      return `The form service did not answer within ${FORM_POST_TIMEOUT_MS / 1000} seconds.`;
    case "network":
      return "The form service could not be reached: check your connection.";
  }
}
