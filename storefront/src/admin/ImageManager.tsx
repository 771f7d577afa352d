import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { onlyImages } from "./adminApi.ts";
import styles from "./Admin.module.css";

/** An image in the editor: one already stored (by URL) or a file about to be uploaded. */
export type EditorImage = { kind: "stored"; url: string } | { kind: "upload"; file: File; preview: string };

interface ImageManagerProps {
  images: EditorImage[];
  mainIndex: number;
  onChange: (images: EditorImage[], mainIndex: number) => void;
}

function imageSource(image: EditorImage): string {
  return image.kind === "stored" ? image.url : image.preview;
}

/** Upload (image files only), preview, choose the main image, remove. */
export function ImageManager({ images, mainIndex, onChange }: ImageManagerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [rejected, setRejected] = useState(0);

  // Object URLs of uploads are released when the editor goes away.
  const current = useRef(images);
  useEffect(() => {
    current.current = images;
  }, [images]);
  useEffect(
    () => () => current.current.forEach((image) => image.kind === "upload" && URL.revokeObjectURL(image.preview)),
    [],
  );

  const add = (files: FileList | null) => {
    if (!files) return;
    const { images: accepted, rejected: refused } = onlyImages(files);
    setRejected(refused);
    const uploads = accepted.map((file): EditorImage => ({ kind: "upload", file, preview: URL.createObjectURL(file) }));
    onChange([...images, ...uploads], images.length === 0 ? 0 : mainIndex);
  };

  const remove = (index: number) => {
    const image = images[index];
    if (image.kind === "upload") URL.revokeObjectURL(image.preview);
    const next = images.filter((_, position) => position !== index);
    const nextMain = index === mainIndex ? 0 : index < mainIndex ? mainIndex - 1 : mainIndex;
    onChange(next, Math.min(nextMain, Math.max(0, next.length - 1)));
  };

  return (
    <fieldset className={styles.images}>
      <legend>{t("admin.fields.images")}</legend>
      {images.length > 0 && (
        <ul className={styles.imageList}>
          {images.map((image, index) => (
            <li key={imageSource(image)} className={index === mainIndex ? styles.mainImage : undefined}>
              <img src={imageSource(image)} alt={t("admin.imageAlt", { number: index + 1 })} width={120} height={120} />
              <label className={styles.mainChoice}>
                <input
                  type="radio"
                  name={`${inputId}-main`}
                  checked={index === mainIndex}
                  onChange={() => onChange(images, index)}
                />
                {t("admin.mainImage")}
              </label>
              <button type="button" className="link-button" onClick={() => remove(index)}>
                {t("admin.removeImage", { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className={styles.uploadLabel}>
        {t("admin.uploadImages")}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        onChange={(event) => {
          add(event.target.files);
          event.target.value = "";
        }}
      />
      {rejected > 0 && (
        <p className="field-error" role="alert">
          {t("admin.imagesOnly")}
        </p>
      )}
    </fieldset>
  );
}
