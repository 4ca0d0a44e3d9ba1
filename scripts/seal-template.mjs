// `npm run seal-template`: records content/ and public/ as the template we ship, once the specification's facts hold
// on them (scripts/content/spec-facts.test.ts checks them while the content is still this, file for file).
import { writeFileSync } from "node:fs";

import { REPOSITORY_ROOT } from "./content/load.ts";
import { fingerprintContent, TEMPLATE_SEAL } from "./content/spec-facts.ts";

writeFileSync(TEMPLATE_SEAL, `${fingerprintContent(REPOSITORY_ROOT)}\n`);
console.log(
  `Sealed content/ and public/ as the template in ${TEMPLATE_SEAL}: npm run test:unit checks their facts.`,
);
