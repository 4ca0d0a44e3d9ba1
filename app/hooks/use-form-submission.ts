import { useEffect, useRef, useState } from "react";

import { type ConversionEvent, type Delivery, trackEvent } from "~/lib/analytics";
import type * as EmailDrafts from "~/lib/email-draft";
import type { EmailDraft } from "~/lib/email-draft";
import type { PostFailure } from "~/lib/form-post";
import { readStoredJson, removeStoredFields, writeStoredFields } from "~/lib/session-store";
import { resultStorageKey } from "~/lib/storage-keys";

import { usePersistedForm } from "./use-persisted-form";

/** What the visitor holds once a request is done: an email draft to send, or the form service's receipt. */
export type SubmissionResult =
  | {
      status: "draft";
      draft: EmailDraft;
      /** The owner's address the draft goes to. */
      to: string;
      /** Names of the files chosen in the form, which the visitor attaches in their email app. */
      attachments: string[];
    }
  | { status: "sent" };

export type SubmissionState =
  | { status: "idle" }
  | { status: "sending" }
  /** `mayHaveArrived`: the request left the page, so the service may hold it although nothing confirmed it. */
  | { status: "failed"; failure: PostFailure; mayHaveArrived: boolean }
  | SubmissionResult;

export type FormSubmissionOptions<T extends Record<string, string>> = {
  /** sessionStorage key of the typed values (app/lib/form-storage-keys.ts); the result is kept beside it. */
  storageKey: string;
  initial: T;
  /** The spec's sending time: 1 s for purchase and contact, 2 s for careers and support, 0 for none. */
  delayMs: number;
  /** The owner's address for the draft. */
  to: string;
  /**
   * The draft of the values, from the email draft builders (loaded on submit, during the sending time: no
   * page loads them before).
   */
  buildDraft: (drafts: typeof EmailDrafts, values: T, attachments: string[]) => EmailDraft;
  /** A form service to post to instead of composing a draft (team rule 13). */
  endpoint?: string | null;
  /** How long the form service may take (tests make it short). */
  timeoutMs?: number;
  /** Runs in the submit event once a draft is ready (the newsletter opens the mail app from it). */
  onDraft?: (draft: EmailDraft) => void;
  /**
   * Fields posted besides the form's own (the course, the draft's text); with `replaceFields`, instead of them (a
   * newsletter provider takes only its own field names).
   */
  postFields?: (values: T, draft: EmailDraft) => Record<string, string>;
  replaceFields?: boolean;
  /** The conversion counted once a request is sent or its draft composed (app/lib/analytics.ts). */
  event?: (delivery: Delivery) => ConversionEvent;
};

/** What is stored of a result: the draft without its recipient, which always comes from the settings. */
type StoredResult = { status: "draft"; draft: EmailDraft; attachments: string[] } | { status: "sent" };

/** A result read back from storage, checked enough to render: anything else reads as none. */
function isStoredResult(value: unknown): value is StoredResult {
  const result = value as {
    status?: unknown;
    draft?: { subject?: unknown; body?: unknown };
  } | null;
  return (
    result?.status === "sent" ||
    (result?.status === "draft" &&
      typeof result.draft?.subject === "string" &&
      typeof result.draft.body === "string")
  );
}

/**
 * The one submission recipe of the site's forms: idle → sending → draft ready, sent or failed.
 *
 * The typed values are kept in sessionStorage while the visitor types (`usePersistedForm`). A submit runs only
 * past the browser's own required checks, fed the trimmed values: a field holding only spaces is emptied and
 * the browser reports it. It then shows the sending state for `delayMs` (and, with an `endpoint`, for as long as
 * the post takes), and ends in an email draft (or, with an endpoint, in "sent" after a 2xx answer). The result
 * replaces the typed values in storage and survives a reload or a discarded tab until `startOver`. A failed post
 * keeps every value and offers a retry (submit again) or the draft (`sendByEmail`).
 */
export function useFormSubmission<T extends Record<string, string>>(options: FormSubmissionOptions<T>) {
  const { storageKey, delayMs, endpoint, timeoutMs, to } = options;
  const form = usePersistedForm(storageKey, options.initial);
  const [state, setState] = useState<SubmissionState>({ status: "idle" });
  const [resultRestored, setResultRestored] = useState(false);
  const [startedOver, setStartedOver] = useState(false);
  const busy = useRef(false);
  const attachments = useRef<string[]>([]);
  const resultKey = resultStorageKey(storageKey);

  useEffect(() => {
    const stored = readStoredJson(resultKey);
    if (!isStoredResult(stored)) return;
    // The recipient is the owner's address of this build, never one read back from storage (issue 35).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of an external store
    setState(
      stored.status === "sent"
        ? stored
        : {
            ...stored,
            attachments: Array.isArray(stored.attachments)
              ? stored.attachments.filter((name): name is string => typeof name === "string")
              : [],
            to,
          },
    );
    setResultRestored(true);
  }, [resultKey, to]);

  function finish(result: SubmissionResult) {
    writeStoredFields(
      resultKey,
      result.status === "sent"
        ? result
        : { status: "draft", draft: result.draft, attachments: result.attachments },
    );
    form.clear();
    setState(result);
    if (options.event) trackEvent(options.event(result.status));
  }

  async function composeDraft(values: T) {
    const draft = options.buildDraft(await import("~/lib/email-draft"), values, attachments.current);
    finish({ status: "draft", draft, to: options.to, attachments: attachments.current });
    options.onDraft?.(draft);
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    if (busy.current || !checkTrimmed(element, form.setField as (name: string, value: string) => void))
      return;
    busy.current = true;
    const { values } = form;
    attachments.current = [...element.querySelectorAll<HTMLInputElement>("input[type=file]")].flatMap(
      (input) => [...(input.files ?? [])].map((file) => file.name),
    );
    // Read now: the fieldset is disabled while sending, and a disabled control is left out of FormData.
    const data = endpoint ? (options.replaceFields ? new FormData() : new FormData(element)) : null;
    if (delayMs > 0 || endpoint) setState({ status: "sending" });
    const wait = new Promise((resolve) => setTimeout(resolve, delayMs));
    void Promise.all([endpoint && data ? post(endpoint, data, values) : null, wait])
      .then(([failure]) => {
        if (failure) setState({ status: "failed", ...failure });
        else if (endpoint) finish({ status: "sent" });
        else return composeDraft(values);
      })
      // A module that could not load (the connection dropped) stops the submit before anything is posted.
      .catch(() => setState({ status: "failed", failure: { kind: "unsent" }, mayHaveArrived: false }))
      .finally(() => {
        busy.current = false;
      });
  }

  /** Posts the trimmed values and the files, with the draft's subject as `_subject` (Formspree and Basin use it). */
  async function post(url: string, data: FormData, values: T) {
    const [{ postForm, mayHaveArrived }, drafts] = await Promise.all([
      import("~/lib/form-post"),
      import("~/lib/email-draft"),
    ]);
    const draft = options.buildDraft(drafts, values, attachments.current);
    if (!options.replaceFields) {
      for (const [name, value] of Object.entries(values)) data.set(name, value.trim());
      data.set("_subject", draft.subject);
    }
    for (const [name, value] of Object.entries(options.postFields?.(values, draft) ?? {}))
      data.set(name, value);
    const failure = await postForm(url, data, timeoutMs);
    return failure ? { failure, mayHaveArrived: mayHaveArrived(failure) } : null;
  }

  /** After a failed post: the email draft of the values as they are, instead of posting again. */
  function sendByEmail() {
    void composeDraft(form.values);
  }

  /** Drops the result (and any typed values) and shows an empty form again. */
  function startOver() {
    removeStoredFields(resultKey);
    form.clear();
    setResultRestored(false);
    setStartedOver(true);
    setState({ status: "idle" });
  }

  return {
    ...form,
    state,
    sending: state.status === "sending",
    /** Whether the result shown was read back from storage (after a reload) rather than reached just now. */
    resultRestored,
    /** Whether the visitor chose Start a new request: the form then takes focus. */
    startedOver,
    delivery: endpoint ? ("endpoint" as const) : ("email" as const),
    /** The owner's address the draft goes to. */
    to: options.to,
    handleSubmit,
    sendByEmail,
    startOver,
  };
}

export type FormSubmission<T extends Record<string, string>> = ReturnType<typeof useFormSubmission<T>>;

/**
 * The browser's own required check, fed the trimmed values: a required text field holding only spaces is
 * emptied and the browser reports it as missing. Returns whether the form may be submitted.
 */
function checkTrimmed(element: HTMLFormElement, setField: (name: string, value: string) => void) {
  for (const control of element.querySelectorAll<HTMLInputElement>("input[required], textarea[required]")) {
    if (control.value.trim()) continue;
    control.value = "";
    setField(control.name, "");
  }
  // Unchanged, the form already passed the browser's checks; an emptied field fails them here.
  return element.reportValidity();
}
