import { site } from "virtual:site-config";

import { toTitleCase } from "../../model/words";

/** The money-back guarantee as a label (SPEC: '30-Day Money-Back Guarantee'), from the one promise in content/site.yml. */
export const GUARANTEE_TITLE = toTitleCase(site.promises.guarantee);
