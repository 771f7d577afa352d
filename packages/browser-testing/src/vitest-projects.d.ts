import type { InlineConfig } from "vitest/node";
/**
 * The `test` block of a front end's Vite config: unit tests under src/ and browser journeys under
 * e2e/, side by side, each worker's journeys against a shop of its own started as `npm start` serves it.
 */
export function frontEndTestProjects(): InlineConfig;
