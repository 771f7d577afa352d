// The console uploads an image first, then refers to it by its file key in a product or post.
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";
import { can } from "../auth/guard.ts";
import { badRequest } from "../errors.ts";
import { readMultipart } from "../http/validate.ts";
import { limitUpload } from "../http/body-limit.ts";
import { imageSource } from "../uploads/store.ts";
import { storeImage } from "../catalog/images.ts";

export const adminImageRoutes = new Hono<AppEnv>().post("/", can("images.write"), limitUpload(1), async (c) => {
  const { files } = await readMultipart(c);
  const file = files.file?.[0];
  if (!file || (files.file?.length ?? 0) > 1) throw badRequest("Send exactly one image as the 'file' part", "file");
  const kind = c.req.query("for") === "blog" ? "b" : "p";
  const stored = await storeImage(c.var.deps, new Uint8Array(await file.arrayBuffer()), "file", kind);
  return c.json({ fileKey: stored.fileKey, ...imageSource(stored, c.var.deps.uploads.linkBase) }, 201);
});
