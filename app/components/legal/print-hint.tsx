import { Printer } from "~/components/ui/icons";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/**
 * How to print the policy. The policy pages run no JavaScript, so this is a hint rather than a button that calls
 * `window.print()`; the print stylesheet (app.css) leaves out the header, footer and menus either way.
 */
export function PrintHint({ texts }: { texts: Texts<KeysIn<"legal">> }) {
  const t = translator(texts);
  return (
    <p className="inline-flex items-center gap-2 text-sm text-ink-700 print:hidden">
      <Printer className="size-4 shrink-0 text-brand-700" />
      {t("legal.print")}
    </p>
  );
}
