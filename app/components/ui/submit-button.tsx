import { useHydrated } from "~/hooks/use-hydrated";

import { Button } from "./button";

/**
 * A form's submit button, disabled until the page has hydrated: before that a submit would be the browser's
 * own GET, which puts everything the visitor typed into the URL (and into server logs).
 */
export function SubmitButton({ disabled, ...props }: Omit<React.ComponentProps<typeof Button>, "type">) {
  const hydrated = useHydrated();
  return <Button type="submit" size="lg" disabled={!hydrated || disabled} {...props} />;
}
