import { useId, useRef } from "react";

import { Button } from "~/components/ui/button";
import { Check, Copy } from "~/components/ui/icons";
import { useCopyToClipboard } from "~/hooks/use-copy-to-clipboard";
import { cn } from "~/lib/cn";

// Read-only text to copy is not a form control: it has a quieter look of its own.
const FIELD_CLASS =
  "block w-full rounded-control border border-ink-300 bg-ink-50 px-3.5 py-2.5 text-base text-ink-900 focus-visible:border-brand-600";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/**
 * A read-only field showing text to copy, with its own copy button. When the clipboard refuses, the text is
 * selected in the field and a hint says how to copy it by hand (team rule 3).
 */
export function CopyField({
  label,
  value,
  copyLabel,
  variant = "line",
  onCopied,
  texts,
}: {
  label: string;
  value: string;
  texts: Texts<KeysIn<"form">>;
  /** The button's text before copying, e.g. "Copy subject". */
  copyLabel: string;
  /** "line" for an address, "wrap" for a subject shown whole on every width, "text" for a body. */
  variant?: "line" | "wrap" | "text";
  /** Runs once the text is on the clipboard. */
  onCopied?: () => void;
}) {
  const t = translator(texts);
  const id = useId();
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const inputRef = useRef<HTMLInputElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const { status, copy } = useCopyToClipboard();

  async function handleCopy() {
    if (await copy(value)) return onCopied?.();
    const field = inputRef.current ?? textareaRef.current;
    if (!field) return;
    // The hint appears right under the button just pressed: keep both where the visitor is looking.
    field.focus({ preventScroll: true });
    field.setSelectionRange(0, field.value.length);
  }

  const control = { id, value, readOnly: true, "aria-describedby": statusId };

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <label id={labelId} htmlFor={id} className="text-sm font-semibold text-ink-800">
          {label}
        </label>
        <Button variant="secondary" size="sm" onClick={handleCopy} className="min-w-36">
          {status === "copied" ? (
            <>
              <Check className="text-brand-700" />
              {t("form.copied")}
            </>
          ) : (
            <>
              <Copy />
              {copyLabel}
            </>
          )}
        </Button>
      </div>
      <p
        id={statusId}
        role="status"
        className={
          status === "failed"
            ? "rounded-control border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-ink-800"
            : "sr-only"
        }
      >
        {status === "failed"
          ? t("form.copyFailed")
          : status === "copied"
            ? t("form.copiedStatus", { label })
            : ""}
      </p>
      {variant === "line" ? (
        <input ref={inputRef} type="text" {...control} className={FIELD_CLASS} />
      ) : variant === "wrap" ? (
        <textarea
          ref={textareaRef}
          rows={2}
          {...control}
          className={cn(FIELD_CLASS, "field-sizing-content resize-none")}
        />
      ) : (
        <textarea ref={textareaRef} rows={14} {...control} className={cn(FIELD_CLASS, "leading-6")} />
      )}
    </div>
  );
}
