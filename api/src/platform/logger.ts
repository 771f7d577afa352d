// The process's one pino logger. Every line written while a request is handled carries its
// request id (platform/request-context.ts), wherever in the code it is logged.
import pino from "pino";
import { currentRequest } from "./request-context.ts";

export type Logger = pino.Logger;

/** `destination`: where the JSON lines go (standard output when omitted; tests pass a stream to read them). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: ["password", "*.password", "req.headers.authorization", "headers.authorization"],
        censor: "[redacted]",
      },
      // A fresh object each time: pino merges the line's own fields into the one returned.
      mixin: () => {
        const request = currentRequest();
        return request ? { requestId: request.requestId } : {};
      },
    },
    destination,
  );
}
