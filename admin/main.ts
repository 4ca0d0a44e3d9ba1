// /admin: Sveltia CMS with the configuration the build generated (./config.yml) and previews that read like the
// site's pages (./preview.tsx).
import CMS from "@sveltia/cms";
import admin from "virtual:admin";

import { registerPreviews } from "./preview";

for (const href of admin.stylesheets) CMS.registerPreviewStyle(href);
registerPreviews(CMS, admin);
void CMS.init();
