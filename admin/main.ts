import CMS from "@sveltia/cms";
import admin from "virtual:admin";

import { registerPreviews } from "./preview";

for (const href of admin.stylesheets) CMS.registerPreviewStyle(href);
registerPreviews(CMS, admin);
void CMS.init();
