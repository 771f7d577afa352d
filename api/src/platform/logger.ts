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

/** The fields of the one `request` line per answer (http/request-log.ts). */
export interface RequestLine {
  requestId: string;
  method: string;
  route: string;
  path: string;
  status: number;
  durationMs: number;
}

type LineWriter = (level: "info" | "error", line: RequestLine) => void;
const requestLineWriters = new WeakMap<Logger, LineWriter>();

/**
 * Writes a `request` line exactly as `logger[level](line, "request")` would (level, time, the
 * logger's bindings, the fields in this order, msg), straight to the logger's stream: pino's
 * general path (the mixin's object merged in, the redaction paths walked) was a fifth of a cached
 * read's cost, and these fields never hold a secret (the path has no query string). The caller
 * checks the level is enabled. platform/logger.test.ts compares the two lines.
 */
export function writeRequestLine(logger: Logger, level: "info" | "error", line: RequestLine): void {
  let write = requestLineWriters.get(logger);
  if (!write) {
    const stream = (logger as unknown as Record<symbol, { write(text: string): void }>)[pino.symbols.streamSym];
    const time = (logger as unknown as Record<symbol, () => string>)[pino.symbols.timeSym];
    const bindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym];
    const levels = logger.levels.values;
    write = (lineLevel, { requestId, method, route, path, status, durationMs }) =>
      stream.write(
        `{"level":${levels[lineLevel]}${time()}${bindings},"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"path":${JSON.stringify(path)},"status":${status},"durationMs":${durationMs},"msg":"request"}\n`,
      );
    requestLineWriters.set(logger, write);
  }
  write(level, line);
}
