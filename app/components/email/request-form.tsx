import { useEffect, useId, useRef, useState } from "react";

import { Card } from "~/components/ui/card";
import { LoaderCircle, Send } from "~/components/ui/icons";
import { RestoredNotice } from "~/components/ui/restored-notice";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FormSubmission } from "~/hooks/use-form-submission";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";
import type * as ResultModule from "./request-result";
import type { ResultText } from "./request-result";

// Loaded on submit, and not with React.lazy: a lazy component suspends on its first render even when loaded.
let resultModule: typeof ResultModule | undefined;
// Offline, the module may not load: it is tried again at the next change of state.
const loadResult = () => import("./request-result").then((module) => (resultModule = module));

function useResultModule(status: string) {
  const [loaded, setLoaded] = useState(resultModule);
  useEffect(() => {
    if (status !== "idle" && !resultModule) loadResult().then(setLoaded, () => undefined);
  }, [status]);
  return loaded ?? resultModule;
}

/** Only the browser's own required and email checks validate it (SPEC section 5). */
export function RequestForm<T extends Record<string, string>>({
  form,
  title,
  description,
  labelledBy,
  submitLabel,
  sendingLabel,
  draftLead,
  next,
  sent = next,
  texts,
  children,
}: {
  form: FormSubmission<T>;
  texts: Texts<KeysIn<"form">>;
  /** The form's own heading; without it, `labelledBy` names the heading that stands above the form. */
  title?: string;
  description?: string;
  labelledBy?: string;
  submitLabel: string;
  sendingLabel: string;
  draftLead: string;
  next: ResultText;
  sent?: ResultText;
  children: React.ReactNode;
}) {
  const t = translator(texts);
  const titleId = useId();
  const [requiredBefore, requiredAfter] = t("form.required", { mark: "{mark}" }).split("{mark}");
  const formRef = useRef<HTMLFormElement>(null);
  const { state, sending, startedOver } = form;
  const result = useResultModule(state.status);

  // After Start a new request, the empty form's first field takes focus.
  useEffect(() => {
    if (startedOver && state.status === "idle")
      formRef.current?.querySelector<HTMLElement>("input, select, textarea")?.focus();
  }, [startedOver, state.status]);

  if (state.status === "draft" || state.status === "sent") {
    return result ? (
      <result.RequestResult
        result={state}
        draftLead={draftLead}
        texts={texts}
        next={next}
        sent={sent}
        focusOnMount={!form.resultRestored}
        unsaved={form.unsaved}
        onStartOver={form.startOver}
      />
    ) : null;
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    loadResult().catch(() => undefined);
    form.handleSubmit(event);
  }

  return (
    <Card>
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        {title || description ? (
          <div>
            {title ? (
              <h2 id={titleId} className="text-2xl font-bold text-ink-950">
                {title}
              </h2>
            ) : null}
            {description ? <p className="mt-2 text-ink-600">{description}</p> : null}
          </div>
        ) : null}
        <noscript>
          <p className="rounded-control border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink-800">
            {t("form.noScript", { email: form.to })}
          </p>
        </noscript>
        {form.unsaved ? <p className="text-sm text-ink-600">{t("form.unsaved")}</p> : null}
        {form.restored && !sending ? <RestoredNotice onClear={form.clear} texts={texts} /> : null}
        <form
          ref={formRef}
          aria-labelledby={title ? titleId : labelledBy}
          onSubmit={handleSubmit}
          className="flex flex-col gap-6"
        >
          <fieldset disabled={sending} className="grid min-w-0 gap-5 sm:grid-cols-2">
            {children}
          </fieldset>
          <p className="text-sm text-ink-500">
            {requiredBefore}
            <span className="text-red-700">*</span>
            {requiredAfter}
          </p>
          {state.status !== "failed" ? null : result ? (
            <result.FailedPost
              failure={state.failure}
              mayHaveArrived={state.mayHaveArrived}
              texts={texts}
              onSendByEmail={form.sendByEmail}
            />
          ) : (
            <p role="alert" className="font-semibold text-red-800">
              {state.mayHaveArrived ? t("form.failedUncertainShort") : t("form.failedShort")}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5">
            <SubmitButton disabled={sending} className="w-full shrink-0 sm:w-auto">
              {sending ? <LoaderCircle className="animate-spin" /> : <Send />}
              {sending ? sendingLabel : submitLabel}
            </SubmitButton>
            <p className="text-sm text-ink-500">
              {form.delivery === "email" ? t("form.byEmail") : t("form.byService")}
            </p>
          </div>
          <p role="status" className="sr-only">
            {sending ? sendingLabel : ""}
          </p>
        </form>
      </div>
    </Card>
  );
}
