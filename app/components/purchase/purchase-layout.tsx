import { Container } from "~/components/ui/container";

/** The purchase page's frame: the way back, the course's summary, and the request form beside it. */
export function PurchaseLayout({
  notice,
  back,
  summary,
  form,
}: {
  /** A line above the page, such as the fallback's "not found" (course-not-found-note.tsx). */
  notice?: React.ReactNode;
  back?: React.ReactNode;
  summary?: React.ReactNode;
  form?: React.ReactNode;
}) {
  return (
    <div className="relative overflow-hidden">
      <div aria-hidden="true" className="hero-grid absolute inset-x-0 top-0 h-96" />
      <Container className="relative py-8 sm:py-12">
        {notice ? <div className="mb-6">{notice}</div> : null}
        {back}
        <div className="mt-6 grid gap-10 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-5">{summary}</div>
          <div className="lg:sticky lg:top-24 lg:col-span-7 lg:self-start">{form}</div>
        </div>
      </Container>
    </div>
  );
}
