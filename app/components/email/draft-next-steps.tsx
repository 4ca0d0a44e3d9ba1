import { ArrowRight } from "~/components/ui/icons";
import { ButtonLink } from "../ui/button";

/** The end of an Email Ready screen: what happens after sending, and ways on (never back to the form). */
export function DraftNextSteps({ children }: { children: React.ReactNode }) {
  return (
    <>
      <h3 className="text-lg font-bold text-ink-950">What happens next</h3>
      <p className="mt-2 text-ink-700">{children}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/courses" variant="secondary">
          Browse courses
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
        <ButtonLink to="/" variant="ghost">
          Back to home
        </ButtonLink>
      </div>
    </>
  );
}

/**
 * Under a draft, what the visitor sees once the email is sent: the spec's success title and text, framed as
 * what follows sending, never as a claim that it happened.
 */
export function OnceSent({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Once you have sent the email</p>
      <h3 className="mt-2 text-lg font-bold text-ink-950">{title}</h3>
      <div className="mt-2 space-y-3 text-ink-700">{children}</div>
    </>
  );
}
