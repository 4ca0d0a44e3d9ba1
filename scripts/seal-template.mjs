// Run once scripts/content/spec-facts.test.ts passes: it checks the facts while the content is still the template.
import { writeFileSync } from "node:fs";

import { REPOSITORY_ROOT } from "./content/load.ts";
import { fingerprintContent, TEMPLATE_SEAL } from "./content/spec-facts.ts";

writeFileSync(TEMPLATE_SEAL, `${fingerprintContent(REPOSITORY_ROOT)}\n`);
console.log(
  `Sealed content/ and public/ as the template in ${TEMPLATE_SEAL}: npm run test:unit checks their facts.`,
);
