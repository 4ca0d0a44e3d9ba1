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
