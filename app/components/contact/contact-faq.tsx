import { site } from "virtual:site-config";

const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** The contact page's three short answers: a plain list, always open. */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq" className="rounded-card border border-ink-200 bg-white p-6 sm:p-8">
      <h2 id="contact-faq" className="text-xl font-bold text-ink-950">
        Frequently asked questions
      </h2>
      <dl className="mt-6 space-y-6">
        <div>
          <dt className="font-display font-semibold text-ink-950">How quickly will you respond?</dt>
          <dd className="mt-2 leading-7 text-ink-600">
            A message sent with this form or by email is answered within {site.promises.replyTime} on business
            days, Monday to Friday. A message sent at the weekend is answered on the next business day.
          </dd>
        </div>
        <div>
          <dt className="font-display font-semibold text-ink-950">Is there a money-back guarantee?</dt>
          <dd className="mt-2 leading-7 text-ink-600">
            Yes. Every course comes with a {site.promises.guarantee}: if it isn't right for you, ask for a
            refund within {site.promises.refundWindow} of purchase. The{" "}
            <a href="/legal/refund" className={linkClass}>
              Refund Policy
            </a>{" "}
            has the details.
          </dd>
        </div>
        <div>
          <dt className="font-display font-semibold text-ink-950">Do you provide technical support?</dt>
          <dd className="mt-2 leading-7 text-ink-600">
            Yes. Technical support is provided for every course, from signing in to downloading your
            materials. Our{" "}
            <a href="/support" className={linkClass}>
              support team
            </a>{" "}
            answers a support request sent from the Support page within {site.promises.supportResponseTime}.
          </dd>
        </div>
      </dl>
    </section>
  );
}
