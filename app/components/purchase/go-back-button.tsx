import "~/lib/purge-expired-copies";

import { ButtonLink } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import { hasPreviousSitePage } from "~/lib/history";
import type { ISLAND_TEXTS } from "~/lib/island-texts";

import { localPath, type TextsOf, translator } from "../../../model/ui-texts";

/**
 * An island: back to the previous page of this site; on a direct visit (no such page), and without JavaScript,
 * a link to the catalogue.
 */
export function GoBackButton({ texts }: { texts: TextsOf<(typeof ISLAND_TEXTS)["goBackButton"]> }) {
  const t = translator(texts);
  function goBack(event: React.MouseEvent<HTMLAnchorElement>) {
    const arrival = {
      historyState: window.history.state,
      historyLength: window.history.length,
      referrer: document.referrer,
      origin: window.location.origin,
    };
    if (!hasPreviousSitePage(arrival)) return;
    event.preventDefault();
    window.history.back();
  }
  return (
    <ButtonLink
      href={localPath(texts, "/courses")}
      variant="ghost"
      size="sm"
      onClick={goBack}
      className="-ml-3"
    >
      <ArrowLeft />
      {t("purchase.goBack")}
    </ButtonLink>
  );
}
