import { isPendingImage, pendingImage, type PendingImage, type UploadedImage } from "../api/imageUploads.ts";

/**
 * One image in the product form, in display order: the record's images as the API sent them,
 * the ones uploaded in this form, and a file just chosen, with a PendingImage as fileKey while
 * the API checks it.
 */
export interface ProductImageValue {
  fileKey: string | PendingImage;
  /** What the preview shows: the stored URL, or an object URL of the chosen file. */
  imageUrl: string;
  /** The stored widths, so a preview loads a small one. */
  srcSet?: string;
  isMain: boolean;
}

export const MAX_PRODUCT_IMAGES = 20;

/** Exactly one main image when there are images: the flagged one, else the first. */
function withOneMain(images: ProductImageValue[]): ProductImageValue[] {
  const mainIndex = Math.max(
    0,
    images.findIndex((image) => image.isMain),
  );
  return images.map((image, index) => ({ ...image, isMain: index === mainIndex }));
}

export function addFiles(
  images: ProductImageValue[],
  files: { file: File; previewUrl: string }[],
): ProductImageValue[] {
  const room = Math.max(0, MAX_PRODUCT_IMAGES - images.length);
  const added = files.slice(0, room).map(({ file, previewUrl }) => ({
    fileKey: pendingImage(file, previewUrl),
    imageUrl: previewUrl,
    isMain: false,
  }));
  return withOneMain([...images, ...added]);
}

export function moveImage(images: ProductImageValue[], from: number, to: number): ProductImageValue[] {
  if (to < 0 || to >= images.length || from === to) return images;
  const reordered = [...images];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(to, 0, moved);
  return reordered;
}

export function setMainImage(images: ProductImageValue[], index: number): ProductImageValue[] {
  return images.map((image, position) => ({ ...image, isMain: position === index }));
}

export function removeImage(images: ProductImageValue[], index: number): ProductImageValue[] {
  return withOneMain(images.filter((_, position) => position !== index));
}

export const isUploading = (image: ProductImageValue) => isPendingImage(image.fileKey);

/** Whether `image` is the chosen `file`, still being checked. */
export const isUploadOf = (image: ProductImageValue, file: File) =>
  isPendingImage(image.fileKey) && image.fileKey.rawFile === file;

/** The chosen `file` has been stored: it takes its key and the stored image's links, in its place. */
export function markUploaded(images: ProductImageValue[], file: File, uploaded: UploadedImage): ProductImageValue[] {
  return images.map((image) =>
    isUploadOf(image, file)
      ? { fileKey: uploaded.fileKey, imageUrl: uploaded.imageUrl, srcSet: uploaded.srcSet, isMain: image.isMain }
      : image,
  );
}

/** The chosen `file` was refused: it leaves the gallery (the main flag passes on), the rest stays. */
export function dropUpload(images: ProductImageValue[], file: File): ProductImageValue[] {
  return withOneMain(images.filter((image) => !isUploadOf(image, file)));
}

/** What the API stores: fileKeys in display order with the main flag. */
export function toImagePayload(
  images: ProductImageValue[] | undefined,
): { fileKey: string | PendingImage; isMain: boolean }[] {
  return withOneMain(images ?? []).map(({ fileKey, isMain }) => ({ fileKey, isMain }));
}
