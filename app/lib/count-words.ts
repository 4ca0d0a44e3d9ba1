const WORDS = [
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
];

/** A count as a sentence writes it: "four" up to twelve, digits beyond ("13"). */
export function countInWords(count: number) {
  return WORDS[count] ?? String(count);
}

/** The same, capitalized to start a sentence or a title: "Four", "Six". */
export function countInWordsCapitalized(count: number) {
  const words = countInWords(count);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
