const NUMBER_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
] as const;

/** A count as running text writes it: `four` (`Four` with `capital`), `no` for none, digits above twelve. */
export function toCountWord(count: number, { capital = false } = {}) {
  const word = NUMBER_WORDS[count] ?? String(count);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Every word capitalised, also after a hyphen: `30-day money-back guarantee` → `30-Day Money-Back Guarantee`. */
export function toTitleCase(text: string) {
  return text.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );
}
