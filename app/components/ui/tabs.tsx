import { createContext, use, useId, useState } from "react";

import { cn } from "~/lib/cn";

type TabsContextValue = { baseId: string; value: string; select: (value: string) => void };

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string) {
  const context = use(TabsContext);
  if (!context) throw new Error(`<${part}> must be placed inside <Tabs>.`);
  return context;
}

function tabId(baseId: string, value: string) {
  return `${baseId}-tab-${value}`;
}

function panelId(baseId: string, value: string) {
  return `${baseId}-panel-${value}`;
}

/**
 * Tabs (WAI-ARIA APG tabs pattern, automatic activation): one tab stop for the tab list (roving tabindex),
 * Left and Right arrows move between tabs and wrap, Home and End go to the first and last, and a focused tab is
 * selected. Controlled with `value` + `onValueChange`, or uncontrolled with `defaultValue`. Values are tokens
 * without spaces: they become part of element ids. Every panel stays in the DOM (hidden when not selected), so
 * prerendered HTML holds all of their content.
 */
export function Tabs({
  value: controlledValue,
  defaultValue = "",
  onValueChange,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const baseId = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;
  function select(next: string) {
    if (next === value) return;
    if (controlledValue === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  }
  return (
    <TabsContext value={{ baseId, value, select }}>
      <div {...props} />
    </TabsContext>
  );
}

/** The row of tabs; give it an `aria-label` (or `aria-labelledby`) naming what the tabs are about. */
export function TabsList({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("flex overflow-x-auto border-b border-ink-200", className)}
      {...props}
    />
  );
}

const KEY_TARGETS: Record<string, (current: number, last: number) => number> = {
  ArrowLeft: (current, last) => (current === 0 ? last : current - 1),
  ArrowRight: (current, last) => (current === last ? 0 : current + 1),
  Home: () => 0,
  End: (_current, last) => last,
};

/** The tab a navigation key leads to from `tab`, among the enabled tabs of its list. */
function findKeyTarget(tab: HTMLButtonElement, key: string) {
  const target = KEY_TARGETS[key];
  const list = tab.closest('[role="tablist"]');
  if (!target || !list) return undefined;
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  return tabs[target(tabs.indexOf(tab), tabs.length - 1)];
}

export function TabsTrigger({
  value,
  className,
  onClick,
  onKeyDown,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const { baseId, value: selectedValue, select } = useTabs("TabsTrigger");
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      value={value}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      tabIndex={selected ? 0 : -1}
      className={cn(
        "-mb-px inline-flex min-h-11 shrink-0 items-center justify-center gap-2 border-b-2 border-transparent px-4 text-sm font-semibold whitespace-nowrap text-ink-600 transition-colors hover:border-ink-300 hover:text-ink-900 focus-visible:outline-offset-[-3px] aria-selected:border-brand-700 aria-selected:text-brand-800 [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        const next = findKeyTarget(event.currentTarget, event.key);
        if (!next) return;
        event.preventDefault();
        next.focus();
        select(next.value);
      }}
      {...props}
    />
  );
}

export function TabsPanel({
  value,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "value"> & { value: string }) {
  const { baseId, value: selectedValue } = useTabs("TabsPanel");
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      // APG: the panel is a tab stop, so that keyboard users reach a panel that starts with plain text.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      hidden={value !== selectedValue}
      className={cn("focus-visible:outline-offset-4", className)}
      {...props}
    />
  );
}
