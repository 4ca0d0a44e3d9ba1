import { useId } from "react";

import { buttonVariants } from "~/components/ui/button";
import { CreditCard } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

/**
 * The course's hosted checkout (`paymentLink` in its content file), offered beside the purchase request: a plain
 * link to the payment provider's page, which opens in a new tab so that this page and its form stay as they were.
 */
export function PayByCard({ link, price }: { link: string; price: string }) {
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
        Pay now by card
      </a>
      <p id={descriptionId} className="mt-3 text-sm leading-6 text-brand-100">
        Opens our payment provider’s secure checkout ({new URL(link).hostname}) in a new tab, where you pay{" "}
        {price}. Once the payment is confirmed, we email you your access to the course. Prefer an invoice, or
        a question first? Send the purchase request instead.
      </p>
    </div>
  );
}
