import "~/lib/purge-expired-copies";

import { useEffect, useEffectEvent, useRef } from "react";
import * as site from "virtual:site-config/settings";

import { useFormSubmission } from "~/hooks/use-form-submission";
import { APPLICATION_PANEL_ID, onApplicationRequest } from "~/lib/apply-requests";
import { REQUEST_SEND_DELAY_MS } from "~/lib/form-delays";
import type { ISLAND_TEXTS } from "~/lib/island-texts";
import { APPLICATION_STORAGE_KEY } from "~/lib/storage-keys";

import type { TextsOf } from "../../../model/ui-texts";
import { ApplicationForm, EMPTY_APPLICATION } from "./application-form";

/**
 * The careers page's application island: the form, and what Apply Now on a job card (another island) does to
 * it: scrolls the form itself to the top (on a phone its heading sits far above), selects the position and
 * focuses Full Name; once the application is done, its result takes focus instead.
 */
export function ApplicationPanel({
  positions,
  replyTime,
  texts,
}: {
  positions: ReadonlyArray<string>;
  /** The page's language's applicationReplyTime (readPromises), quoted by the thank-you text. */
  replyTime: string;
  texts: TextsOf<(typeof ISLAND_TEXTS)["applicationPanel"]>;
}) {
  const form = useFormSubmission({
    storageKey: APPLICATION_STORAGE_KEY,
    lang: texts.lang,
    initial: EMPTY_APPLICATION,
    delayMs: REQUEST_SEND_DELAY_MS,
    to: site.jobsEmail,
    endpoint: site.formEndpoint,
    buildDraft: (drafts, application, files) =>
      drafts.buildApplicationDraft(application, site.name, texts, files[0], site.languages),
    event: (delivery) => ({ name: "Application", props: { delivery } }),
  });
  const panelRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const applyFor = useEffectEvent((position: string) => {
    panelRef.current?.scrollIntoView({ block: "start" });
    const { status } = form.state;
    if (status === "draft" || status === "sent") {
      panelRef.current?.querySelector<HTMLElement>("h2[tabindex]")?.focus({ preventScroll: true });
      return;
    }
    if (status !== "sending") form.setField("position", position);
    firstFieldRef.current?.focus({ preventScroll: true });
  });
  useEffect(() => onApplicationRequest((position) => applyFor(position)), []);

  return (
    <div ref={panelRef} id={APPLICATION_PANEL_ID} className="self-start">
      <ApplicationForm
        form={form}
        positions={positions}
        replyTime={replyTime}
        firstFieldRef={firstFieldRef}
        texts={texts}
      />
    </div>
  );
}
