import type { APIContext } from "astro";

import { pathsInEachLanguage, readCollection } from "~/content-entries";
import { buildHelpSearchIndex } from "~/lib/help-search";

// Fetched by the Help Center on the visitor's first search; one per language, as the articles it finds.
export const getStaticPaths = () => pathsInEachLanguage();

export async function GET({ props }: APIContext<{ lang: string }>) {
  return Response.json(buildHelpSearchIndex(await readCollection("helpArticles", props.lang)));
}
