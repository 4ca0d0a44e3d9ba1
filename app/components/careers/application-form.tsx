import { useState } from "react";

import { RequestForm } from "~/components/email/request-form";
import { BoundSelectField, BoundTextField, NameAndEmailFields } from "~/components/ui/bound-fields";
import { Field } from "~/components/ui/field";
import type { FormSubmission } from "~/hooks/use-form-submission";
import { EXPERIENCE_OPTIONS } from "~/lib/jobs";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/** The application's typed fields: kept across a reload (the resume file is not, SPEC section 3). */
export const EMPTY_APPLICATION = {
  name: "",
  email: "",
  phone: "",
  position: "",
  experience: "",
  coverLetter: "",
};

export type ApplicationValues = typeof EMPTY_APPLICATION;

/** The limit the resume hint states (SPEC section 5), enforced before anything is uploaded. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** A file size in megabytes with one decimal, written for the language: 10.5 MB, 10,5 MB. */
function megabytes(bytes: number, lang: string) {
  const value = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${value.format(bytes / 1024 / 1024)} MB`;
}

/** SPEC sections 3 and 5: the job application, with browser-native validation only. */
export function ApplicationForm({
  form,
  positions,
  replyTime,
  firstFieldRef,
  texts,
}: {
  form: FormSubmission<ApplicationValues>;
  /** The page's language's applicationReplyTime (readPromises), not the first language's. */
  replyTime: string;
  texts: Texts<KeysIn<"form" | "application">>;
  /** The titles of the open positions (SPEC section 9: the position options). */
  positions: ReadonlyArray<string>;
  firstFieldRef: React.Ref<HTMLInputElement>;
}) {
  const t = translator(texts);
  const [resumeError, setResumeError] = useState<string>();

  // A file over the stated limit is refused here, with the browser's own validation, so nothing is uploaded
  // and the rest of the form stays as typed.
  function checkResume(input: HTMLInputElement) {
    const file = input.files?.[0];
    const error =
      file && file.size > RESUME_MAX_BYTES
        ? t("application.resumeTooLarge", {
            file: file.name,
            size: megabytes(file.size, texts.lang),
            limit: `${RESUME_MAX_BYTES / 1024 / 1024} MB`,
          })
        : undefined;
    input.setCustomValidity(error ?? "");
    setResumeError(error);
  }

  return (
    <RequestForm
      texts={texts}
      form={form}
      labelledBy="application-title"
      submitLabel={t("application.submit")}
      sendingLabel={t("application.submitting")}
      draftLead={t("application.draftLead")}
      next={{
        title: t("application.sentTitle"),
        content: <p>{t("application.thanks", { replyTime })}</p>,
      }}
    >
      <NameAndEmailFields form={form} nameRef={firstFieldRef} texts={texts} />
      <BoundTextField form={form} name="phone" label={t("application.phone")} type="tel" autoComplete="tel" />
      <BoundSelectField
        form={form}
        name="position"
        label={t("application.position")}
        required
        placeholder={t("application.positionPlaceholder")}
        options={positions}
      />
      <BoundSelectField
        form={form}
        name="experience"
        label={t("application.experience")}
        required
        placeholder={t("application.experiencePlaceholder")}
        options={EXPERIENCE_OPTIONS.map((option) => t(option))}
      />
      <Field label={t("application.resume")} hint={t("application.resumeHint")} error={resumeError}>
        {(control) => (
          // Not kept in state or storage (SPEC section 3): the browser holds the chosen file.
          <input
            {...control}
            type="file"
            name="resume"
            accept=".pdf,.doc,.docx"
            onChange={(event) => checkResume(event.currentTarget)}
            className="block w-full rounded-control border border-ink-300 bg-white px-3.5 py-1.5 text-sm text-ink-700 shadow-xs file:mr-3 file:min-h-8 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800 hover:border-ink-400 hover:file:bg-brand-100 aria-invalid:border-red-700"
          />
        )}
      </Field>
      <BoundTextField
        form={form}
        name="coverLetter"
        label={t("application.coverLetter")}
        required
        rows={7}
        placeholder={t("application.coverLetterPlaceholder")}
        wide
      />
    </RequestForm>
  );
}
