// Uploaded images as files in a local folder (DATA_DIR/uploads): the storage without S3_BUCKET.
import { createReadStream } from "node:fs";
import { access, constants, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { etagMatches, type ImageStorage } from "./storage.ts";

export function localStorage(dir: string): ImageStorage {
  return {
    location: dir,
    async put(name, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), data);
    },
    async delete(names) {
      await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
    },
    async read(name, ifNoneMatch) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return { status: "missing" };
      // Size and modification time identify a file's content well enough: files are never rewritten.
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (etagMatches(ifNoneMatch, etag)) return { status: "not-modified", etag };
      return { status: "found", body: createReadStream(path), etag, size: info.size };
    },
    async check() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
    close() {},
  };
}
