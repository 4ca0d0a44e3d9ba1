import { Button, ButtonLink } from "~/components/ui/button";
import { ArrowRight, CircleAlert } from "~/components/ui/icons";
import { SuccessPanel } from "~/components/ui/success-panel";
import { useFocusOnMount } from "~/hooks/use-focus-on-mount";
import type { SubmissionResult } from "~/hooks/use-form-submission";
import { describePostFailure, type PostFailure } from "~/lib/form-post";

import { type KeysIn, localPath, type Texts, translator } from "../../../model/ui-texts";
import { EmailReady } from "./email-ready";

export type ResultText = { title: string; content: React.ReactNode };

/** The spec's success texts framed as what follows sending, never as a claim that it happened. */
export function RequestResult({
  result,
  draftLead,
  next,
  sent,
  focusOnMount,
  unsaved,
  onStartOver,
  texts,
}: {
  result: SubmissionResult;
  texts: Texts<KeysIn<"form">>;
  draftLead: string;
  next: ResultText;
  sent: ResultText;
  focusOnMount: boolean;
  unsaved: boolean;
  onStartOver: () => void;
}) {
  const t = translator(texts);
  if (result.status === "sent") {
    return (
      <SuccessPanel title={sent.title} focusOnMount={focusOnMount}>
        {sent.content}
        <Button variant="secondary" onClick={onStartOver}>
          {t("form.startOver")}
        </Button>
      </SuccessPanel>
    );
  }
  return (
    <EmailReady
      to={result.to}
      draft={result.draft}
      attachments={result.attachments ?? []}
      lead={draftLead}
      focusOnMount={focusOnMount}
      unsaved={unsaved}
      onStartOver={onStartOver}
      texts={texts}
    >
      <p className="eyebrow text-brand-700">{t("form.onceSent")}</p>
      <h3 className="mt-2 text-lg font-bold text-ink-950">{next.title}</h3>
      <div className="mt-2 space-y-3 text-ink-700">{next.content}</div>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href={localPath(texts, "/courses")} variant="secondary">
          {t("form.browseCourses")}
          <ArrowRight />
        </ButtonLink>
        <ButtonLink href={localPath(texts, "/")} variant="ghost">
          {t("form.backHome")}
        </ButtonLink>
      </div>
    </EmailReady>
  );
}

/** When the request may have reached the service, it says so, and that Retry may send a second copy. */
export function FailedPost({
  failure,
  mayHaveArrived: uncertain,
  onSendByEmail,
  texts,
}: {
  failure: PostFailure;
  mayHaveArrived: boolean;
  texts: Texts<KeysIn<"form">>;
  onSendByEmail: () => void;
}) {
  const t = translator(texts);
  const ref = useFocusOnMount<HTMLDivElement>(true, { toTop: true });
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-control border border-red-300 bg-red-50 px-4 py-3 text-sm text-ink-800"
    >
      <p className="flex items-center gap-2 font-semibold text-red-800">
        <CircleAlert className="size-4 shrink-0" />
        {uncertain ? t("form.failedUncertain") : t("form.failed")}
      </p>
      <p className="mt-1">
        {describePostFailure(failure, texts)}{" "}
        {uncertain ? t("form.failedUncertainHelp") : t("form.failedHelp")}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" size="sm">
          {uncertain ? t("form.sendAgain") : t("form.retry")}
        </Button>
        <Button variant="secondary" size="sm" onClick={onSendByEmail}>
          {uncertain ? t("form.showDraft") : t("form.sendByEmail")}
        </Button>
      </div>
    </div>
  );
}
