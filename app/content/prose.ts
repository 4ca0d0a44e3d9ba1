/** A block of an article's or a help article's text: a paragraph, a subheading, numbered steps or a bulleted list. */
export type ProseBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "steps"; items: ReadonlyArray<string> }
  | { type: "list"; items: ReadonlyArray<string> };
