import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

export function SkipLink({ texts }: { texts: Texts<KeysIn<"layout">> }) {
  const t = translator(texts);
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-control bg-ink-950 px-4 py-3 text-sm font-semibold text-white shadow-raised transition-transform focus:translate-y-0"
    >
      {t("layout.skipLink")}
    </a>
  );
}
