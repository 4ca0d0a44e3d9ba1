import { expect, test } from "vitest";

import { DRAFT_SEND_DELAY_MS, REQUEST_SEND_DELAY_MS } from "./form-delays";

// SPEC sections 4 and 9, the one place their values are typed out again: every form and test reads the constants.
test("purchase and contact send for 1000 ms, careers and support submit for 2 seconds", () => {
  expect(DRAFT_SEND_DELAY_MS).toBe(1000);
  expect(REQUEST_SEND_DELAY_MS).toBe(2000);
});
