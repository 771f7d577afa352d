// Optimistic concurrency for the records staff edit: every save names the version it was made on,
// and a save over a version that has moved on is refused instead of silently undoing the other
// change. The console shows the message and reloads the record.
import { ApiError } from "../errors.ts";

const NOUNS = { product: "product", category: "category", post: "blog post", user: "user" } as const;

export function staleRecord(kind: keyof typeof NOUNS): ApiError {
  return new ApiError(
    409,
    "stale_record",
    `This ${NOUNS[kind]} was changed by someone else after you opened it; reload it and make your change again`,
    "version",
  );
}
