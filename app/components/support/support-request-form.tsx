import "~/lib/purge-expired-copies";

import * as site from "virtual:site-config/settings";

import { RequestForm } from "~/components/email/request-form";
import { BoundSelectField, BoundTextField, NameAndEmailFields } from "~/components/ui/bound-fields";
import { useFormSubmission } from "~/hooks/use-form-submission";
import { SUPPORT_FORM_ID } from "~/lib/contact-links";
import type { SupportRequest } from "~/lib/email-draft";
import { REQUEST_SEND_DELAY_MS } from "~/lib/form-delays";
import type { ISLAND_TEXTS } from "~/lib/island-texts";
import { SUPPORT_STORAGE_KEY } from "~/lib/storage-keys";

import type { Support } from "../../../model/schemas/support";
import { type KeysIn, type TextsOf, type Translate, translator } from "../../../model/ui-texts";

/** What the form offers, from content/support.yml. */
export type SupportOptions = Pick<Support, "categories" | "priorities" | "defaultPriority" | "nextSteps">;

/** The spec's success text and its "What happens next?" list. */
function SupportNextSteps({
  heading: Heading,
  steps,
  responseTime,
  t,
}: {
  heading: "h3" | "h4";
  steps: ReadonlyArray<string>;
  responseTime: string;
  t: Translate<KeysIn<"support">>;
}) {
  return (
    <>
      <p>{t("support.received", { responseTime })}</p>
      <div>
        <Heading className="font-semibold text-ink-950">{t("support.nextTitle")}</Heading>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </>
  );
}

/**
 * SPEC sections 4 and 5: native required and email checks, at least 2 seconds of "Submitting Request...", then
 * the email draft to support, or with a form service the success panel once it accepted the request. The
 * wrapper keeps the id Live Chat links to in every state.
 */
export function SupportRequestForm({
  options,
  responseTime,
  texts,
}: {
  options: SupportOptions;
  /** The page's language's promise (readPromises), not the first language's. */
  responseTime: string;
  texts: TextsOf<(typeof ISLAND_TEXTS)["supportRequest"]>;
}) {
  const t = translator(texts);
  const initial: SupportRequest = {
    name: "",
    email: "",
    category: "",
    subject: "",
    priority: options.defaultPriority,
    message: "",
  };
  const form = useFormSubmission({
    storageKey: SUPPORT_STORAGE_KEY,
    lang: texts.lang,
    initial,
    delayMs: REQUEST_SEND_DELAY_MS,
    to: site.supportEmail,
    endpoint: site.formEndpoint,
    buildDraft: (drafts, request) => drafts.buildSupportDraft(request, site.name, texts, site.languages),
    event: (delivery) => ({ name: "Support Request", props: { delivery } }),
  });

  return (
    <div id={SUPPORT_FORM_ID}>
      <RequestForm
        texts={texts}
        form={form}
        title={t("support.formTitle")}
        description={t("support.formLead", { responseTime })}
        submitLabel={t("support.submit")}
        sendingLabel={t("support.submitting")}
        draftLead={t("support.draftLead")}
        next={{
          title: t("support.sentTitle"),
          content: (
            <SupportNextSteps heading="h4" steps={options.nextSteps} responseTime={responseTime} t={t} />
          ),
        }}
        sent={{
          title: t("support.sentTitle"),
          content: (
            <SupportNextSteps heading="h3" steps={options.nextSteps} responseTime={responseTime} t={t} />
          ),
        }}
      >
        <NameAndEmailFields form={form} texts={texts} />
        <BoundSelectField
          form={form}
          name="category"
          label={t("support.category")}
          required
          placeholder={t("support.categoryPlaceholder")}
          options={options.categories}
        />
        <BoundTextField form={form} name="subject" label={t("support.subject")} required />
        <PriorityField
          value={form.values.priority}
          onChange={(value) => form.setField("priority", value)}
          priorities={options.priorities}
          t={t}
          className="sm:col-span-2"
        />
        <BoundTextField
          form={form}
          name="message"
          label={t("support.message")}
          required
          rows={6}
          placeholder={t("support.messagePlaceholder")}
          wide
        />
      </RequestForm>
    </div>
  );
}

/** Priority as radio cards, so every level shows its description (SPEC section 9). Optional: Medium is preset. */
function PriorityField({
  value,
  onChange,
  priorities,
  t,
  className,
}: {
  value: string;
  priorities: SupportOptions["priorities"];
  onChange: (value: string) => void;
  t: Translate<KeysIn<"support">>;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-ink-800">
        {t("support.priority")} <span className="font-normal text-ink-500">{t("support.optional")}</span>
      </legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {priorities.map((level) => (
          <label
            key={level.value}
            className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-control border border-ink-300 bg-white p-3.5 hover:border-ink-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="priority"
              value={level.value}
              checked={value === level.value}
              onChange={() => onChange(level.value)}
              className="row-span-2 mt-0.5 size-5 appearance-none rounded-full border-2 border-ink-400 bg-white checked:border-[6px] checked:border-brand-700 focus-visible:outline-none forced-colors:appearance-auto"
            />
            <span className="font-semibold text-ink-950">{level.value}</span>
            <span className="text-sm text-ink-600 first-letter:uppercase">{level.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
