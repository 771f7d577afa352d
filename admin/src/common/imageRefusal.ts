import type { TranslateFunction } from "react-admin";
import type { ImageRefusal } from "../api/imageUploads.ts";

/** "photo.jpg was not added: it is not a JPEG, PNG, WebP, AVIF or GIF image." in the console's language. */
export function describeRefusal(refusal: ImageRefusal, translate: TranslateFunction): string {
  const message = translate(refusal.message, { _: refusal.message });
  return translate("app.images.refused", {
    file: refusal.file,
    reason: translate(`app.images.reasons.${refusal.reason}`, { message }),
  });
}
