import { Button, ButtonLink } from "~/components/ui/button";
import { ArrowRight, CircleAlert } from "~/components/ui/icons";
import { SuccessPanel } from "~/components/ui/success-panel";
import { useFocusOnMount } from "~/hooks/use-focus-on-mount";
import type { SubmissionResult } from "~/hooks/use-form-submission";
import { describePostFailure, type PostFailure } from "~/lib/form-post";

import { EmailReady } from "./email-ready";

// What a form shows after a submit, loaded on demand by RequestForm: no page pays for it before a submit.

/** A title and its text: what happens once the email is sent, or the success panel of a sent request. */
export type ResultText = { title: string; content: React.ReactNode };

/**
 * The result of a request: its email draft (Email Ready, then what happens once the visitor has sent it: the
 * spec's success texts framed as what follows sending, never as a claim that it happened), or the success
 * panel once a form service has it. Both lead to a new request.
 */
export function RequestResult({
  result,
  draftLead,
  next,
  sent,
  focusOnMount,
  unsaved,
  onStartOver,
}: {
  result: SubmissionResult;
  draftLead: string;
  next: ResultText;
  sent: ResultText;
  focusOnMount: boolean;
  unsaved: boolean;
  onStartOver: () => void;
}) {
  if (result.status === "sent") {
    return (
      <SuccessPanel title={sent.title} focusOnMount={focusOnMount}>
        {sent.content}
        <Button variant="secondary" onClick={onStartOver}>
          Start a new request
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
    >
      <p className="eyebrow text-brand-700">Once you have sent the email</p>
      <h3 className="mt-2 text-lg font-bold text-ink-950">{next.title}</h3>
      <div className="mt-2 space-y-3 text-ink-700">{next.content}</div>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href="/courses" variant="secondary">
          Browse courses
          <ArrowRight />
        </ButtonLink>
        <ButtonLink href="/" variant="ghost">
          Back to home
        </ButtonLink>
      </div>
    </EmailReady>
  );
}

/**
 * A post that did not count as sent: what happened, Retry (the form's submit) and the draft instead. When the
 * request may have reached the service (it left the page, but no confirmation came back), it says so, and Retry
 * says that it may send a second copy.
 */
export function FailedPost({
  failure,
  mayHaveArrived: uncertain,
  onSendByEmail,
}: {
  failure: PostFailure;
  mayHaveArrived: boolean;
  onSendByEmail: () => void;
}) {
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
        {uncertain
          ? "Not confirmed: it may have reached us, but we cannot tell."
          : "Not sent: nothing has reached us yet."}
      </p>
      <p className="mt-1">
        {describePostFailure(failure)}{" "}
        {uncertain
          ? "Everything you typed is still here. Sending it again may give us a second copy; the email draft shows exactly what you wrote, to send yourself or to keep until we reply."
          : "Everything you typed is still here: try again, or send it by email instead."}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" size="sm">
          {uncertain ? "Send again anyway" : "Retry"}
        </Button>
        <Button variant="secondary" size="sm" onClick={onSendByEmail}>
          {uncertain ? "Show the email draft" : "Send it by email instead"}
        </Button>
      </div>
    </div>
  );
}
