// Work a route does after it has answered, so that how long the answer takes cannot tell anything
// about the work (the newsletter sign-up answers the same, at the same speed, for every address).
// A failure is logged; shutdown and the tests wait for what is still running.
import type { Logger } from "./logger.ts";

export interface AfterResponse {
  /** Starts `task` without waiting for it; a failure is logged as `what` failed. */
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has ended. */
  settled(): Promise<void>;
}

export function createAfterResponse(logger: Logger): AfterResponse {
  const running = new Set<Promise<unknown>>();
  return {
    run(what, task) {
      const done = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.warn({ err: error }, `${what} failed after the answer was sent`))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
