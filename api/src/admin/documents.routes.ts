// The console uploads a product's instructions for use (a PDF) first, then names it by its file
// key in the product's `ivd.instructionsKey`, as it does with images.
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { badRequest } from "../errors.ts";
import { readMultipart } from "../http/validate.ts";
import { limitUpload } from "../http/body-limit.ts";
import { documentUrl } from "../uploads/store.ts";
import { storeDocument } from "../catalog/images.ts";

export const adminDocumentRoutes = new Hono<AppEnv>().post("/", can("documents.write"), limitUpload(1), async (c) => {
  const { files } = await readMultipart(c);
  const file = files.file?.[0];
  if (!file || (files.file?.length ?? 0) > 1) throw badRequest("Send exactly one PDF as the 'file' part", "file");
  const stored = await storeDocument(c.var.deps, new Uint8Array(await file.arrayBuffer()), "file");
  return c.json({ fileKey: stored.fileKey, url: documentUrl(stored.fileKey, c.var.deps.uploads.linkBase) }, 201);
});
