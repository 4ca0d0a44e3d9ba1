import { site } from "~/content/site";
import { toTitleCase } from "./words";

/** SPEC section 2: the course and purchase pages label the site's guarantee "30-Day Money-Back Guarantee". */
export const MONEY_BACK_GUARANTEE = toTitleCase(String(site.promises.guarantee));
