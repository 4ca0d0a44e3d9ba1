import { History } from "~/components/ui/icons";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";
import { Button } from "./button";

/** Tells the visitor that a form was refilled from their earlier visit, and offers to start over. */
export function RestoredNotice({ onClear, texts }: { onClear: () => void; texts: Texts<KeysIn<"form">> }) {
  const t = translator(texts);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-800">
      <p className="inline-flex items-center gap-2">
        <History className="size-4 text-brand-700" />
        {t("form.restored")}
      </p>
      <Button variant="link" size="bare" onClick={onClear}>
        {t("form.clear")}
      </Button>
    </div>
  );
}
