// The request line written straight to the stream (writeRequestLine) is the line pino writes for
// the same fields: same keys, order, escaping, level and bindings.
import { describe, expect, it } from "vitest";
import { createLogger, writeRequestLine, type RequestLine } from "./logger.ts";
import { runInRequest } from "./request-context.ts";

function capture() {
  const lines: string[] = [];
  return { lines, logger: createLogger("info", { write: (line: string) => void lines.push(line) }) };
}
const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe("writeRequestLine", () => {
  const lines: RequestLine[] = [
    {
      requestId: "lb-7f3a:42",
      method: "GET",
      route: "/api/products/:slug",
      path: "/api/products/x",
      status: 200,
      durationMs: 0.3,
    },
    {
      requestId: "9b2e",
      method: "POST",
      route: "unmatched",
      path: '/a "quoted"\\ päth\n…',
      status: 503,
      durationMs: 12,
    },
  ];

  it("writes what pino writes for the same fields, at info and at error", () => {
    for (const line of lines) {
      for (const level of ["info", "error"] as const) {
        const byPino = capture();
        // Inside a request, as the app's lines are: pino's mixin adds the same requestId.
        runInRequest({ requestId: line.requestId }, () => byPino.logger[level]({ ...line }, "request"));
        const direct = capture();
        writeRequestLine(direct.logger, level, line);
        expect(direct.lines).toHaveLength(1);
        expect(withoutTime(direct.lines[0])).toBe(withoutTime(byPino.lines[0]));
        expect(JSON.parse(direct.lines[0])).toMatchObject({
          ...line,
          msg: "request",
          level: level === "info" ? 30 : 50,
        });
      }
    }
  });

  it("writes to each logger's own stream", () => {
    const first = capture();
    const second = capture();
    writeRequestLine(first.logger, "info", lines[0]);
    writeRequestLine(second.logger, "info", lines[1]);
    writeRequestLine(first.logger, "info", lines[1]);
    expect(first.lines.map((line) => JSON.parse(line).path)).toEqual([lines[0].path, lines[1].path]);
    expect(second.lines.map((line) => JSON.parse(line).path)).toEqual([lines[1].path]);
  });
});
