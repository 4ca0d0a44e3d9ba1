import { loadContent } from "../scripts/content/load.ts";

export const content = loadContent();
