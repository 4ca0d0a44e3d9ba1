import { LoaderCircle, Send } from "~/components/ui/icons";
import { EXPERIENCE_OPTIONS, JOBS } from "~/content/jobs";
import type { SubmitStatus } from "~/hooks/use-simulated-submit";
import { SubmitButton } from "../ui/submit-button";
import { BoundSelectField, BoundTextField, NameAndEmailFields } from "../ui/bound-fields";
import { Field } from "../ui/field";
import { RestoredNotice } from "../ui/restored-notice";

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

/** SPEC sections 3 and 5: the job application, with browser-native validation only. */
export function ApplicationForm({
  values,
  setField,
  restored,
  onClear,
  status,
  onSubmit,
  firstFieldRef,
}: {
  values: ApplicationValues;
  setField: (name: keyof ApplicationValues & string, value: string) => void;
  restored: boolean;
  onClear: () => void;
  status: SubmitStatus;
  onSubmit: () => void;
  firstFieldRef: React.Ref<HTMLInputElement>;
}) {
  const submitting = status === "submitting";
  return (
    <form
      aria-labelledby="application-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="grid gap-5 sm:grid-cols-2"
    >
      {restored ? (
        <div className="sm:col-span-2">
          <RestoredNotice onClear={onClear} />
        </div>
      ) : null}
      <NameAndEmailFields form={{ values, setField }} nameRef={firstFieldRef} />
      <BoundTextField
        form={{ values, setField }}
        name="phone"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
      />
      <BoundSelectField
        form={{ values, setField }}
        name="position"
        label="Position of Interest"
        required
        placeholder="Select a position"
        options={JOBS.map((job) => job.title)}
      />
      <BoundSelectField
        form={{ values, setField }}
        name="experience"
        label="Years of Experience"
        required
        placeholder="Select your experience"
        options={EXPERIENCE_OPTIONS}
      />
      <Field label="Resume" hint="Accepted formats: PDF, DOC, DOCX (Max size: 10MB)">
        {(control) => (
          // Not kept in state or storage (SPEC section 3): the browser holds the chosen file.
          <input
            {...control}
            type="file"
            name="resume"
            accept=".pdf,.doc,.docx"
            className="block w-full rounded-control border border-ink-300 bg-white px-3.5 py-1.5 text-sm text-ink-700 shadow-xs file:mr-3 file:min-h-8 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800 hover:border-ink-400 hover:file:bg-brand-100"
          />
        )}
      </Field>
      <BoundTextField
        form={{ values, setField }}
        name="coverLetter"
        label="Cover Letter"
        required
        rows={7}
        placeholder="Tell us why this role interests you and what you would bring to the team."
        wide
      />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-600">
          <span className="text-red-700">*</span> marks a required field
        </p>
        <SubmitButton disabled={submitting}>
          {submitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {submitting ? "Submitting..." : "Submit Application"}
        </SubmitButton>
      </div>
      <p role="status" className="sr-only">
        {submitting ? "Submitting your application." : ""}
      </p>
    </form>
  );
}
