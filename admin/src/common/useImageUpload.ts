import { useCallback, useState } from "react";
import { useDataProvider } from "react-admin";
import type { ShopDataProvider } from "../api/dataProvider.ts";
import { imageRefusalOf, type ImageRefusal, type ImageUse, type UploadedImage } from "../api/imageUploads.ts";

/**
 * Uploads a chosen image at once, so the API checks it (content, size) before anything is saved:
 * `upload` answers the stored image, or null when it was refused, the refusal then listed in
 * `refusals` for the input to show beside itself.
 */
export function useImageUpload(use: ImageUse) {
  const dataProvider = useDataProvider<ShopDataProvider>();
  const [refusals, setRefusals] = useState<ImageRefusal[]>([]);
  const upload = useCallback(
    async (file: File): Promise<UploadedImage | null> => {
      try {
        return await dataProvider.uploadImage(file, use);
      } catch (error) {
        setRefusals((earlier) => [...earlier, imageRefusalOf(file, error)]);
        return null;
      }
    },
    [dataProvider, use],
  );
  const dismiss = useCallback((index: number) => setRefusals((all) => all.filter((_, i) => i !== index)), []);
  const clear = useCallback(() => setRefusals([]), []);
  return { upload, refusals, dismiss, clear };
}
