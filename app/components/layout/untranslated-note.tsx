import { Container } from "~/components/ui/container";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/**
 * The line above a further language's page whose main text has no translation yet (content/{code}/…): the
 * text below is the original's, marked with its language, and the note says so in the page's language.
 */
export function UntranslatedNote({
  original,
  texts,
}: {
  original: string;
  texts: Texts<KeysIn<"language">>;
}) {
  const t = translator(texts);
  const language = new Intl.DisplayNames([texts.lang], { type: "language" }).of(original) ?? original;
  return (
    <Container className="py-4">
      <p
        role="note"
        className="rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-900"
      >
        {t("language.untranslated", { language })}
      </p>
    </Container>
  );
}
