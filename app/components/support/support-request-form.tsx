import { LoaderCircle, Send } from "~/components/ui/icons";
import {
  DEFAULT_SUPPORT_PRIORITY,
  SUPPORT_CATEGORIES,
  SUPPORT_FORM_ID,
  SUPPORT_NEXT_STEPS,
  SUPPORT_PRIORITIES,
  SUPPORT_RESPONSE_TIME,
  SUPPORT_SUBMIT_DELAY_MS,
} from "~/content/support";
import { usePersistedForm } from "~/hooks/use-persisted-form";
import { useSimulatedSubmit } from "~/hooks/use-simulated-submit";
import { SubmitButton } from "../ui/submit-button";
import { BoundSelectField, BoundTextField, NameAndEmailFields } from "../ui/bound-fields";
import { RestoredNotice } from "../ui/restored-notice";
import { SuccessPanel } from "../ui/success-panel";

const STORAGE_KEY = "support-request";

const EMPTY_REQUEST: Record<"name" | "email" | "category" | "subject" | "priority" | "message", string> = {
  name: "",
  email: "",
  category: "",
  subject: "",
  priority: DEFAULT_SUPPORT_PRIORITY,
  message: "",
};

/** SPEC sections 4 and 5: native required and email checks, a 2-second fake send, then the success panel. */
export function SupportRequestForm() {
  const { values, setField, restored, clear } = usePersistedForm(STORAGE_KEY, EMPTY_REQUEST);
  const { status, submit } = useSimulatedSubmit(SUPPORT_SUBMIT_DELAY_MS);
  const submitting = status === "submitting";

  if (status === "submitted") {
    return (
      // Focus moves to the panel that replaced the form, so keyboard users are not left on a removed button.
      <div ref={(node) => node?.focus()} tabIndex={-1}>
        <SuccessPanel title="Support Request Submitted!">
          <p>We&apos;ve received your support request and will respond {SUPPORT_RESPONSE_TIME}.</p>
          <div>
            <h3 className="font-semibold text-ink-950">What happens next?</h3>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5">
              {SUPPORT_NEXT_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </SuccessPanel>
      </div>
    );
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(clear);
  }

  return (
    <form
      id={SUPPORT_FORM_ID}
      aria-labelledby={`${SUPPORT_FORM_ID}-title`}
      onSubmit={handleSubmit}
      className="rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id={`${SUPPORT_FORM_ID}-title`} className="text-2xl font-bold text-ink-950">
        Submit a Support Request
      </h2>
      <p className="mt-2 text-ink-600">
        Tell us what happened and we will respond {SUPPORT_RESPONSE_TIME}. Fields marked with * are required.
      </p>
      {restored ? (
        <div className="mt-5">
          <RestoredNotice onClear={clear} />
        </div>
      ) : null}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields form={{ values, setField }} />
        <BoundSelectField
          form={{ values, setField }}
          name="category"
          label="Category"
          required
          placeholder="Select a category"
          options={SUPPORT_CATEGORIES}
        />
        <BoundTextField form={{ values, setField }} name="subject" label="Subject" required />
        <PriorityField
          value={values.priority}
          onChange={(value) => setField("priority", value)}
          className="sm:col-span-2"
        />
        <BoundTextField
          form={{ values, setField }}
          name="message"
          label="Message"
          required
          rows={6}
          placeholder="What were you doing, what did you expect, and what happened instead?"
          wide
        />
      </div>
      <SubmitButton disabled={submitting} className="mt-6 w-full sm:w-auto">
        {submitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="animate-spin" />
            Submitting Request...
          </>
        ) : (
          <>
            Submit Support Request
            <Send aria-hidden="true" />
          </>
        )}
      </SubmitButton>
    </form>
  );
}

/** Priority as radio cards, so every level shows its description (SPEC section 9). Optional: Medium is preset. */
function PriorityField({
  value,
  onChange,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-ink-800">
        Priority <span className="font-normal text-ink-500">(optional)</span>
      </legend>
      <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
        {SUPPORT_PRIORITIES.map((level) => (
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
              className="row-span-2 mt-0.5 size-5 accent-brand-700 focus-visible:outline-none"
            />
            <span className="font-semibold text-ink-950">{level.value}</span>
            <span className="text-sm text-ink-600 first-letter:uppercase">{level.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
