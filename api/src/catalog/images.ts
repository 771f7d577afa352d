// Which record an uploaded image belongs to. Every stored image has an Upload row; saving a
// product or post claims its images with one conditional update (free, or already its own), so a
// record can never show, and later delete, another record's files, and two saves racing for one
// fresh upload cannot both win. Files are deleted only after the rows that named them are gone.
import type { Tx } from "@shop/db";
import type { Deps } from "../context.ts";
import { ApiError, badRequest } from "../errors.ts";
import type { StoredImage } from "../uploads/store.ts";

export const productOwner = (id: number) => `product:${id}`;
export const postOwner = (id: number) => `post:${id}`;

/** How long an upload nobody has claimed is kept (the console uploads before it saves). */
const UNCLAIMED_UPLOAD_HOURS = 24;

/** Validates, resizes and stores an image, and records it as belonging to nothing yet. */
export async function storeImage(
  deps: Pick<Deps, "prisma" | "uploads">,
  data: Uint8Array,
  field: string,
  kind: "p" | "b",
): Promise<StoredImage> {
  const stored = await deps.uploads.save(data, field, kind);
  try {
    await deps.prisma.upload.create({
      data: { fileKey: stored.fileKey, widths: stored.widths, width: stored.width, height: stored.height },
    });
  } catch (error) {
    await deps.uploads.remove(stored);
    throw error;
  }
  return stored;
}

/** Checks and stores a PDF (the instructions for use), recorded as belonging to nothing yet. */
export async function storeDocument(
  deps: Pick<Deps, "prisma" | "uploads">,
  data: Uint8Array,
  field: string,
): Promise<StoredImage> {
  const stored = await deps.uploads.saveDocument(data, field);
  try {
    await deps.prisma.upload.create({ data: { fileKey: stored.fileKey, widths: [], width: 0, height: 0 } });
  } catch (error) {
    await deps.uploads.remove(stored);
    throw error;
  }
  return stored;
}

/** Deletes images that were stored for a request that then failed (they were never claimed). */
export async function discardImages(deps: Pick<Deps, "prisma" | "uploads">, images: StoredImage[]): Promise<void> {
  if (images.length === 0) return;
  await deps.prisma.upload.deleteMany({
    where: { fileKey: { in: images.map((image) => image.fileKey) }, owner: null },
  });
  await Promise.all(images.map((image) => deps.uploads.remove(image)));
}

/**
 * Claims the images for `owner`, in the caller's transaction, and answers them in the given order.
 * Unknown keys are a 400 and keys that belong to another record a 409, both naming the field.
 */
export async function claimImages(
  tx: Tx,
  fileKeys: string[],
  owner: string,
  field: (index: number) => string,
): Promise<StoredImage[]> {
  if (fileKeys.length === 0) return [];
  const duplicate = fileKeys.findIndex((key, index) => fileKeys.indexOf(key) !== index);
  if (duplicate !== -1) throw badRequest(`Image ${fileKeys[duplicate]} is listed twice`, field(duplicate));
  const rows = new Map(
    (await tx.upload.findMany({ where: { fileKey: { in: fileKeys } } })).map((row) => [row.fileKey, row]),
  );
  fileKeys.forEach((key, index) => {
    const row = rows.get(key);
    if (!row) throw badRequest(`Image ${key} does not exist; upload it first`, field(index));
    if (row.owner !== null && row.owner !== owner) throw imageInUse(key, field(index));
  });
  const { count } = await tx.upload.updateMany({
    where: { fileKey: { in: fileKeys }, OR: [{ owner: null }, { owner }] },
    data: { owner },
  });
  // Another save claimed one of them between the read and the update.
  if (count !== fileKeys.length) throw imageInUse(fileKeys[0], field(0));
  return fileKeys.map((key) => {
    const row = rows.get(key)!;
    return { fileKey: row.fileKey, widths: row.widths, width: row.width, height: row.height };
  });
}

/**
 * Forgets the owner's images except those it keeps (in the owner's transaction) and answers them,
 * for removeFiles after the commit.
 */
export async function releaseImages(tx: Tx, owner: string, keep: string[] = []): Promise<StoredImage[]> {
  const where = { owner, fileKey: { notIn: keep } };
  const rows = await tx.upload.findMany({ where });
  await tx.upload.deleteMany({ where });
  return rows.map((row) => ({ fileKey: row.fileKey, widths: row.widths, width: row.width, height: row.height }));
}

export async function removeFiles(deps: Pick<Deps, "uploads">, images: StoredImage[]): Promise<void> {
  await Promise.all(images.map((image) => deps.uploads.remove(image)));
}

/** Removes uploads nobody claimed in time (an admin who uploaded and never saved). */
export async function pruneUnclaimedImages(deps: Pick<Deps, "prisma" | "uploads">, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCLAIMED_UPLOAD_HOURS * 3_600_000);
  const rows = await deps.prisma.upload.findMany({ where: { owner: null, createdAt: { lt: before } }, take: 500 });
  if (rows.length === 0) return 0;
  await deps.prisma.upload.deleteMany({ where: { fileKey: { in: rows.map((row) => row.fileKey) }, owner: null } });
  await removeFiles(deps, rows);
  return rows.length;
}

function imageInUse(fileKey: string, field: string) {
  return new ApiError(
    409,
    "image_in_use",
    `Image ${fileKey} belongs to another product or post; upload the file again to use it here`,
    field,
  );
}
