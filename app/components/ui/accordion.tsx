import { createContext, use, useId, useMemo, useState } from "react";

import { ChevronDown } from "~/components/ui/icons";
import { cn } from "~/lib/cn";

// WAI-ARIA APG accordion: each header is a button inside a heading, with aria-expanded and aria-controls;
// each panel is a region labelled by its button. One panel is open at a time; activating the open header
// closes it. Up/Down arrows, Home and End move between headers.

type AccordionState = { openValue: string | null; toggle: (value: string) => void };
type ItemState = { value: string; open: boolean; triggerId: string; panelId: string };

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useRequiredContext<T>(context: React.Context<T | null>, name: string): T {
  const value = use(context);
  if (!value) throw new Error(`${name} must be used inside its Accordion parent.`);
  return value;
}

export function Accordion({
  className,
  defaultOpen = null,
  children,
  ...props
}: React.ComponentProps<"div"> & {
  /** The value of the item open at first; none by default. */ defaultOpen?: string | null;
}) {
  const [openValue, setOpenValue] = useState(defaultOpen);
  // A stable value: items that did not change skip re-rendering when the list around them changes.
  const context = useMemo(
    () => ({
      openValue,
      toggle: (value: string) => setOpenValue((current) => (current === value ? null : value)),
    }),
    [openValue],
  );
  return (
    <AccordionContext value={context}>
      <div data-accordion="" className={cn("divide-y divide-ink-200", className)} {...props}>
        {children}
      </div>
    </AccordionContext>
  );
}

export function AccordionItem({
  value,
  className,
  ...props
}: React.ComponentProps<"div"> & { value: string }) {
  const { openValue } = useRequiredContext(AccordionContext, "AccordionItem");
  const id = useId();
  const open = openValue === value;
  return (
    <ItemContext value={{ value, open, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div data-state={open ? "open" : "closed"} className={className} {...props} />
    </ItemContext>
  );
}

const HEADINGS = { 2: "h2", 3: "h3", 4: "h4" } as const;

function moveFocus(event: React.KeyboardEvent<HTMLButtonElement>) {
  const triggers = [
    ...(event.currentTarget
      .closest("[data-accordion]")
      ?.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]") ?? []),
  ];
  const index = triggers.indexOf(event.currentTarget);
  const targets: Record<string, number> = {
    ArrowDown: (index + 1) % triggers.length,
    ArrowUp: (index - 1 + triggers.length) % triggers.length,
    Home: 0,
    End: triggers.length - 1,
  };
  const target = targets[event.key];
  if (target === undefined || index === -1) return;
  event.preventDefault();
  triggers[target]?.focus();
}

export function AccordionTrigger({
  level = 3,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"button">, "type" | "onClick"> & { level?: keyof typeof HEADINGS }) {
  const { toggle } = useRequiredContext(AccordionContext, "AccordionTrigger");
  const { value, open, triggerId, panelId } = useRequiredContext(ItemContext, "AccordionTrigger");
  const Heading = HEADINGS[level];
  return (
    <Heading className="font-display text-base font-semibold text-ink-950 sm:text-lg">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={panelId}
        data-accordion-trigger=""
        onClick={() => toggle(value)}
        onKeyDown={moveFocus}
        className={cn(
          "flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left hover:text-brand-700",
          className,
        )}
        {...props}
      >
        <span>{children}</span>
        <ChevronDown
          className={cn(
            "size-5 shrink-0 text-ink-500 transition-transform duration-200",
            open && "rotate-180 text-brand-700",
          )}
        />
      </button>
    </Heading>
  );
}

export function AccordionPanel({ className, ...props }: React.ComponentProps<"div">) {
  const { open, triggerId, panelId } = useRequiredContext(ItemContext, "AccordionPanel");
  return (
    <div
      id={panelId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!open}
      className={cn("pb-5 leading-7 text-ink-600", className)}
      {...props}
    />
  );
}
