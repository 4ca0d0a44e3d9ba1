import { cn } from "~/lib/cn";

// Plain lookups, not class-variance-authority: the same classes without a library in every page (decision 0071).
const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const BUTTON_VARIANTS = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-ink-300 bg-white text-ink-900 hover:border-ink-400 hover:bg-ink-50",
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
  ghost: "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
  link: "text-brand-700 underline underline-offset-4 hover:text-brand-800",
};

const BUTTON_SIZES = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-sm",
  lg: "min-h-12 px-6 text-base",
  /** No box of its own, for the link variant inside text. */
  bare: "min-h-6 text-sm",
};

type ButtonVariantProps = { variant?: keyof typeof BUTTON_VARIANTS; size?: keyof typeof BUTTON_SIZES };

export function buttonVariants({ variant = "primary", size = "md" }: ButtonVariantProps = {}) {
  return cn(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size]);
}

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<"a"> & ButtonVariantProps) {
  // Its text comes in `children`, which the rest spreads onto the link.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
