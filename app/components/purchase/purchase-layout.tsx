import { Container } from "~/components/ui/container";

/**
 * The purchase page's frame: the way back, the course's summary, and the request form beside it. On a phone the
 * form follows the course's title and price, and the course's details (a disclosure) follow the form.
 */
export function PurchaseLayout({
  notice,
  back,
  summary,
  details,
  form,
}: {
  /** A line above the page, such as the fallback's "not found" (course-not-found-note.tsx). */
  notice?: React.ReactNode;
  back?: React.ReactNode;
  summary?: React.ReactNode;
  details?: React.ReactNode;
  form?: React.ReactNode;
}) {
  return (
    <div className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-96 hero-grid" />
      <Container className="relative py-8 sm:py-12">
        {notice ? <div className="mb-6">{notice}</div> : null}
        {back}
        <div className="mt-6 grid purchase-layout gap-x-12 gap-y-8">
          <div className="[grid-area:summary]">{summary}</div>
          <div className="[grid-area:form] lg:sticky lg:top-24 lg:self-start">{form}</div>
          {details ? <div className="[grid-area:details]">{details}</div> : null}
        </div>
      </Container>
    </div>
  );
}
