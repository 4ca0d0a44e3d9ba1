import { useId } from "react";

import { buttonVariants } from "~/components/ui/button";
import { CreditCard } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

import { type KeysIn, type Texts, translator } from "../../../model/ui-texts";

/**
 * The course's hosted checkout (`paymentLink` in its content file), offered beside the purchase request: a plain
 * link to the payment provider's page, which opens in a new tab so that this page and its form stay as they were.
 */
export function PayByCard({
  link,
  price,
  texts,
}: {
  link: string;
  price: string;
  texts: Texts<KeysIn<"purchase">>;
}) {
  const t = translator(texts);
  const descriptionId = useId();
  return (
    <div className="mt-6 border-t border-brand-700 pt-6">
      <a
        href={link}
        target="_blank"
        rel="noopener"
        aria-describedby={descriptionId}
        className={cn(buttonVariants({ variant: "inverse", size: "lg" }), "w-full")}
      >
        <CreditCard />
        {t("purchase.payByCard")}
      </a>
      <p id={descriptionId} className="mt-3 text-sm leading-6 text-brand-100">
        {t("purchase.payByCardHint", { host: new URL(link).hostname, price })}
      </p>
    </div>
  );
}
