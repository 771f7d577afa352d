// vitest setup file of the browser tests: a journey fails when a page it opened through newPage()
// reported a Content-Security-Policy violation or a hydration mismatch, whether or not the
// journey looked.
import { afterEach, expect } from "vitest";
import { takeCspViolations, takeHydrationMismatches } from "./chromium.ts";

afterEach(() => {
  expect(takeCspViolations(), "Content-Security-Policy violations").toEqual([]);
  expect(takeHydrationMismatches(), "hydration mismatches").toEqual([]);
});
