import type { ImageSource } from "@shop/shared";
import { HttpError } from "react-admin";
import { apiErrorOf } from "./apiError.ts";

/**
 * A file chosen in an image input while the API checks and stores it (POST /api/admin/images).
 * The form holds it in the place of the file key it will get; a form holding one cannot be saved.
 */
export interface PendingImage {
  rawFile: File;
  /** An object URL of the file, for the preview. */
  src: string;
  title: string;
}

/** What the API answers for a stored upload: the key to save it under, and its links. */
export interface UploadedImage extends ImageSource {
  fileKey: string;
}

/** The images a product has and the one a blog post has are stored under different key prefixes. */
export type ImageUse = "product" | "blog";

export function isPendingImage(value: unknown): value is PendingImage {
  return typeof value === "object" && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File;
}

export function pendingImage(file: File, previewUrl: string): PendingImage {
  return { rawFile: file, src: previewUrl, title: file.name };
}

/** Whether a form value (a post's imageKey, a product's images) still holds a file being checked. */
export function hasPendingImage(value: unknown): boolean {
  if (isPendingImage(value)) return true;
  if (Array.isArray(value)) return value.some(hasPendingImage);
  if (typeof value === "object" && value !== null) return Object.values(value).some(hasPendingImage);
  return false;
}

/** Why a chosen file was not added; `message` is the API's (or the browser's) own words. */
export interface ImageRefusal {
  file: string;
  reason: "not_an_image" | "too_large" | "failed";
  message: string;
}

/** The refusal of an upload, from the API's error (400 invalid_image, 413 too large) or any other failure. */
export function imageRefusalOf(file: File, error: unknown): ImageRefusal {
  const message = error instanceof Error && error.message ? error.message : "ra.notification.http_error";
  if (error instanceof HttpError && error.status === 413) return { file: file.name, reason: "too_large", message };
  if (apiErrorOf(error)?.code === "invalid_image") return { file: file.name, reason: "not_an_image", message };
  return { file: file.name, reason: "failed", message };
}
