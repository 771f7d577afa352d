// The wake-up between a producer's commit and this process's outbox worker. Kept apart from the
// outbox itself, which works on the app's dependencies, so that those dependencies can hold it.
/**
 * Tells this process's worker that a transaction enqueued something, so it starts at once instead
 * of at its next poll. Producers call wake() after their commit.
 */
export interface OutboxSignal {
  wake(): void;
  /**
   * Wakes the worker at `at`, for a message enqueued to be done then: done on time, not at the
   * next poll. Only this process is woken; after a restart the worker's poll finds the message.
   */
  wakeAt(at: Date): void;
  /** Returns the function that stops listening. */
  onWake(listener: () => void): () => void;
}

export function createOutboxSignal(): OutboxSignal {
  const listeners = new Set<() => void>();
  const wake = () => listeners.forEach((listener) => listener());
  return {
    wake,
    wakeAt(at) {
      // A little after the time, so the message is due when the worker looks.
      setTimeout(wake, Math.max(0, at.getTime() - Date.now()) + 50).unref();
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
