import { useSearchText } from "~/hooks/use-search-text";
import { SearchField } from "./search-field";

/**
 * A search box whose text lives in the URL (`query`): it reports every change with `onQueryChange`, which
 * writes the URL, and follows the URL when it changes otherwise (Back, a Clear button, hydration).
 */
export function UrlSearchField({
  query,
  onQueryChange,
  ...props
}: Omit<React.ComponentProps<typeof SearchField>, "value" | "onChange"> & {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const [text, setText] = useSearchText(query);
  return (
    <SearchField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onQueryChange(event.target.value);
      }}
    />
  );
}
