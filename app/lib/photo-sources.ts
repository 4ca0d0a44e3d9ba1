/** A photo in a Markdown text's markup, until app/lib/photos.ts gives it its copies (scripts/content/images.ts). */
export const PHOTO_IN_MARKUP = /<img data-photo="([^"]*)"([^>]*)>/g;
/** The photos of an entry's Markdown texts, by file: Astro's image metadata once the collection is read. */
export const MARKUP_PHOTOS = "markupPhotos";

export const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * `data` with every photo's file (a picture's `photoSource`, a Markdown image's `data-photo`) given to `toImage`: the
 * content layer's `image()`, whose value getCollection turns into Astro's image metadata (decision 0072).
 */
export async function attachPhotoSources(data: unknown, toImage: (file: string) => Promise<unknown>) {
  const inMarkup = new Set<string>();
  const visit = async (value: unknown): Promise<unknown> => {
    if (typeof value === "string") {
      for (const [, file] of value.matchAll(PHOTO_IN_MARKUP)) inMarkup.add(unescapeAttribute(file ?? ""));
      return value;
    }
    if (Array.isArray(value)) return Promise.all(value.map(visit));
    if (!value || typeof value !== "object") return value;
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, item]) => [
        key,
        key === "photoSource" && typeof item === "string" ? await toImage(item) : await visit(item),
      ]),
    );
    return Object.fromEntries(entries);
  };
  const visited = (await visit(data)) as Record<string, unknown>;
  if (inMarkup.size === 0) return visited;
  const photos = await Promise.all([...inMarkup].map(async (file) => [file, await toImage(file)] as const));
  return { ...visited, [MARKUP_PHOTOS]: Object.fromEntries(photos) };
}
