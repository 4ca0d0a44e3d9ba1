import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";
import { Field, Input, Select, Textarea } from "./field";

/** A form's values and their setter, as `usePersistedForm` (and the hooks built on it) return them. */
export type BoundFormFields<T extends Record<string, string>> = {
  values: T;
  setField: (name: keyof T & string, value: string) => void;
};

/** One labelled text field bound to the form value of the same name. */
export function BoundTextField<T extends Record<string, string>>({
  form,
  name,
  label,
  required,
  hint,
  type,
  autoComplete,
  placeholder,
  rows,
  inputRef,
  wide = false,
}: {
  form: BoundFormFields<T>;
  name: keyof T & string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  placeholder?: string;
  /** A multi-line field of this many rows; a one-line field without. */
  rows?: number;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
}) {
  return (
    <Field label={label} required={required} hint={hint} className={wide ? "sm:col-span-2" : undefined}>
      {(control) => {
        const bound = {
          ...control,
          name,
          placeholder,
          value: form.values[name],
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            form.setField(name, event.target.value),
        };
        return rows ? (
          <Textarea {...bound} rows={rows} />
        ) : (
          <Input {...bound} ref={inputRef} type={type} autoComplete={autoComplete} />
        );
      }}
    </Field>
  );
}

/** A required-or-optional choice bound to the form value of the same name; empty until the visitor picks. */
export function BoundSelectField<T extends Record<string, string>>({
  form,
  name,
  label,
  required,
  placeholder,
  options,
}: {
  form: BoundFormFields<T>;
  name: keyof T & string;
  label: string;
  required?: boolean;
  /** The text of the empty first option, e.g. "Select a category". */
  placeholder: string;
  options: ReadonlyArray<string>;
}) {
  return (
    <Field label={label} required={required}>
      {(control) => (
        <Select
          {...control}
          name={name}
          className="min-h-11.5"
          value={form.values[name]}
          onChange={(event) => form.setField(name, event.target.value)}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Full Name and Email Address, both required, as every form of the site asks for them. */
export function NameAndEmailFields({
  form,
  nameRef,
  texts,
}: {
  form: BoundFormFields<{ name: string; email: string }>;
  nameRef?: React.Ref<HTMLInputElement>;
  texts: Texts<KeysIn<"form">>;
}) {
  const t = translator(texts);
  return (
    <>
      <BoundTextField
        form={form}
        name="name"
        label={t("form.fullName")}
        required
        autoComplete="name"
        inputRef={nameRef}
      />
      <BoundTextField
        form={form}
        name="email"
        label={t("form.email")}
        required
        type="email"
        autoComplete="email"
      />
    </>
  );
}
