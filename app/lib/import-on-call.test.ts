import { expect, test, vi } from "vitest";

import { importOnCall } from "./import-on-call";

test("the module is imported on the first call, not before, and the call gets its arguments", async () => {
  const load = vi.fn(async () => (a: number, b: number) => a + b);
  const add = importOnCall(load);
  expect(load).not.toHaveBeenCalled();
  await expect(add(2, 3)).resolves.toBe(5);
  expect(load).toHaveBeenCalledTimes(1);
});
