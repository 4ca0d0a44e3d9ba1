/** A link that reads as a link (not a button): brand colour, underlined on hover, at least 44 px tall. */
export const textLinkClass =
  "inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline [&_svg]:size-4 [&_svg]:shrink-0";
