import type { Deps } from "../context.ts";
import type { StoredImage } from "../uploads/store.ts";
import { discardImages, storeImage } from "./images.ts";

export const MAX_FILES_PER_REQUEST = 10;

/**
 * Stores the request's images, runs `work` with them, and deletes them again if `work` fails,
 * so a refused request leaves no files behind.
 */
export async function withUploadedImages<T>(
  deps: Pick<Deps, "prisma" | "uploads">,
  files: File[],
  field: string,
  kind: "p" | "b",
  work: (images: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored: StoredImage[] = [];
  try {
    for (const [index, file] of files.entries()) {
      stored.push(await storeImage(deps, new Uint8Array(await file.arrayBuffer()), `${field}.${index}`, kind));
    }
    return await work(stored);
  } catch (error) {
    await discardImages(deps, stored);
    throw error;
  }
}
