import { join } from "node:path";

import type { APIRoute, GetStaticPaths } from "astro";

import { contentRoot, loadContentOnce } from "../../../../scripts/content/load.ts";
import { readBuildEnv } from "../../../../scripts/content/settings.ts";
import { drawShareImage, listShareCards, type ShareCard } from "../../../../scripts/share-images.ts";

const FOLDER = "/images/share/";
const COVER_FOLDERS = [join(process.env.BUILD_DIRECTORY ?? "build", "client"), join(contentRoot(), "public")];
// Cards unchanged since an earlier build are read back instead of drawn again (docs/decisions/0018).
const CACHE = "node_modules/.cache/share-images";

export const getStaticPaths = (() =>
  listShareCards(loadContentOnce(readBuildEnv()).content).map(({ path, card }) => ({
    params: { name: path.slice(FOLDER.length, -".png".length) },
    props: { card },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: ShareCard }> = async ({ props }) =>
  new Response(new Uint8Array(await drawShareImage(props.card, COVER_FOLDERS, CACHE)), {
    headers: { "Content-Type": "image/png" },
  });
