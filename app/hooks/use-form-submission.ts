import { useEffect, useRef, useState } from "react";
import * as site from "virtual:site-config/settings";

import { type ConversionEvent, type Delivery, trackEvent } from "~/lib/analytics";
import type * as EmailDrafts from "~/lib/email-draft";
import type { EmailDraft } from "~/lib/email-draft";
import type { PostFailure } from "~/lib/form-post";
import { readStoredJson, removeStoredFields, writeStoredFields } from "~/lib/session-store";
import { resultStorageKey } from "~/lib/storage-keys";

import { usePersistedForm } from "./use-persisted-form";

export type SubmissionResult =
  | {
      status: "draft";
      draft: EmailDraft;
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
  storageKey: string;
  initial: T;
  /** The spec's sending time: 1 s for purchase and contact, 2 s for careers and support, 0 for none. */
  delayMs: number;
  to: string;
  /** The page's language, which a post to the form service names on a site of several languages. */
  lang: string;
  /** Loaded on submit, during the sending time: no page loads the builders before. */
  buildDraft: (drafts: typeof EmailDrafts, values: T, attachments: string[]) => EmailDraft;
  endpoint?: string | null;
  timeoutMs?: number;
  onDraft?: (draft: EmailDraft) => void;
  /** With `replaceFields`, instead of the form's own: a newsletter provider takes only its own field names. */
  postFields?: (values: T, draft: EmailDraft) => Record<string, string>;
  replaceFields?: boolean;
  event?: (delivery: Delivery) => ConversionEvent;
};

/** What is stored of a result: the draft without its recipient, which always comes from the settings. */
type StoredResult = { status: "draft"; draft: EmailDraft; attachments: string[] } | { status: "sent" };

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

/** idle → sending → draft ready, sent or failed; the result survives a reload until `startOver` (decision 0010). */
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

  async function post(url: string, data: FormData, values: T) {
    const [{ fillPostData, postForm, mayHaveArrived }, drafts] = await Promise.all([
      import("~/lib/form-post"),
      import("~/lib/email-draft"),
    ]);
    const draft = options.buildDraft(drafts, values, attachments.current);
    fillPostData(data, {
      values,
      subject: draft.subject,
      fields: options.postFields?.(values, draft) ?? {},
      lang: options.lang,
      languages: site.languages,
      replaceFields: options.replaceFields,
    });
    const failure = await postForm(url, data, timeoutMs);
    return failure ? { failure, mayHaveArrived: mayHaveArrived(failure) } : null;
  }

  function sendByEmail() {
    void composeDraft(form.values);
  }

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
    resultRestored,
    startedOver,
    delivery: endpoint ? ("endpoint" as const) : ("email" as const),
    to: options.to,
    handleSubmit,
    sendByEmail,
    startOver,
  };
}

export type FormSubmission<T extends Record<string, string>> = ReturnType<typeof useFormSubmission<T>>;

/** A required text field holding only spaces is emptied, so that the browser reports it as missing. */
function checkTrimmed(element: HTMLFormElement, setField: (name: string, value: string) => void) {
  for (const control of element.querySelectorAll<HTMLInputElement>("input[required], textarea[required]")) {
    if (control.value.trim()) continue;
    control.value = "";
    setField(control.name, "");
  }
  // Unchanged, the form already passed the browser's checks; an emptied field fails them here.
  return element.reportValidity();
}
