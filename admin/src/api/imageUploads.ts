import type { CreateParams, DataProvider, UpdateParams } from "react-admin";

/** A file chosen in an image input and not uploaded yet (react-admin's ImageInput shape). */
export interface PendingImage {
  rawFile: File;
  src?: string;
  title?: string;
}

export type UploadImage = (file: File) => Promise<string>;

export function isPendingImage(value: unknown): value is PendingImage {
  return typeof value === "object" && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File;
}

function collectPendingFiles(value: unknown, files: Set<File>): void {
  if (isPendingImage(value)) files.add(value.rawFile);
  else if (Array.isArray(value)) value.forEach((item) => collectPendingFiles(item, files));
  else if (isPlainObject(value)) Object.values(value).forEach((item) => collectPendingFiles(item, files));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function replaceFiles(value: unknown, fileKeys: Map<File, string>): unknown {
  if (isPendingImage(value)) return fileKeys.get(value.rawFile);
  if (Array.isArray(value)) return value.map((item) => replaceFiles(item, fileKeys));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceFiles(item, fileKeys)]));
  }
  return value;
}

/**
 * Uploads every pending image found anywhere in a record (in parallel, each file once) and
 * puts the API's fileKey in its place, so a product's `images[i].fileKey` or a post's
 * `imageKey` reach the API as plain keys.
 */
export async function uploadPendingImages<T>(data: T, upload: UploadImage): Promise<T> {
  const files = new Set<File>();
  collectPendingFiles(data, files);
  if (files.size === 0) return data;
  const uploaded = await Promise.all([...files].map(async (file) => [file, await upload(file)] as const));
  return replaceFiles(data, new Map(uploaded)) as T;
}

/** Wraps create and update so that images are uploaded before the record is saved. */
export function withImageUploads<T extends DataProvider>(dataProvider: T, upload: UploadImage): T {
  return {
    ...dataProvider,
    create: async (resource: string, params: CreateParams) =>
      dataProvider.create(resource, { ...params, data: await uploadPendingImages(params.data, upload) }),
    update: async (resource: string, params: UpdateParams) =>
      dataProvider.update(resource, { ...params, data: await uploadPendingImages(params.data, upload) }),
  };
}
