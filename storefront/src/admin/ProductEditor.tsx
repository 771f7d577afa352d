// Inline product editing for admins (docs/storefront.md §7). Loaded only for admins.
import { parseEuros, toEuros, type Product } from "@shop/shared";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import {
  acceptPriceInput,
  deleteProduct,
  priceInputValue,
  productSaveInput,
  saveProduct,
  type OpenedInline,
} from "./adminApi.ts";
import { CategoryPicker } from "./CategoryPicker.tsx";
import { EditorActions } from "./EditorActions.tsx";
import { ImageManager, type EditorImage } from "./ImageManager.tsx";
import { RichTextField } from "./RichTextField.tsx";
import { useSaveFlow } from "./useSaveFlow.ts";
import styles from "./Admin.module.css";

function initialImages(product: Product | null): { images: EditorImage[]; main: number } {
  const images: EditorImage[] = product?.images.map((image) => ({ kind: "stored", url: image.imageUrl })) ?? [];
  const main = product ? product.images.findIndex((image) => image.main) : -1;
  return { images, main: Math.max(0, main) };
}

export function ProductEditor({ product }: { product: Product | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const { run, busy, message, error, setError } = useSaveFlow();
  const [name, setName] = useState(product?.name ?? "");
  // The regular price: during a sale `price` is the sale price, which the console edits.
  const [price, setPrice] = useState(product ? priceInputValue(product.regularPrice ?? product.price, language) : "");
  const [description, setDescription] = useState(product?.description ?? "");
  const [categories, setCategories] = useState(product?.categories.map((category) => category.slug) ?? []);
  const [{ images, main }, setImages] = useState(() => initialImages(product));
  // What a save sends back is the product as it was when the editor opened, not as it is later.
  const [opened] = useState<OpenedInline | null>(() => product && { version: product.version, active: product.active });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const priceCents = parseEuros(price);
    if (!name.trim() || priceCents === null || priceCents === undefined) {
      setError(t("admin.fillRequired"));
      return;
    }
    const stored = images.flatMap((image) => (image.kind === "stored" ? [image.url] : []));
    const uploads = images.flatMap((image) => (image.kind === "upload" ? [image.file] : []));
    // The API orders images as kept URLs first, then uploads: the main index must follow that order.
    const ordered = [
      ...images.filter((image) => image.kind === "stored"),
      ...images.filter((image) => image.kind === "upload"),
    ];
    const payload = productSaveInput(
      {
        price: toEuros(priceCents),
        mainImageIndex: Math.max(0, ordered.indexOf(images[main])),
        categories,
        translation: { language, name: name.trim(), description },
        imageUrls: stored,
      },
      opened,
    );
    void run(
      (token) => saveProduct(product?.slug ?? null, payload, uploads, token),
      // A new product off sale (no manufacturer yet) has no page for shoppers: the shop it is.
      (saved) =>
        product || saved.active
          ? {
              message: t(product ? "admin.productUpdated" : "admin.productCreated"),
              to: localePath(language, `/product/${saved.slug}`),
            }
          : { message: t("admin.productCreatedOffSale"), to: localePath(language, "/shop") },
    );
  };

  const remove = () => {
    if (!product) return;
    void run(
      (token) => deleteProduct(product.slug, token),
      () => ({ to: localePath(language, "/shop") }),
    );
  };

  return (
    <form className={styles.editor} onSubmit={save} noValidate>
      <h1>{product ? t("admin.editProduct") : t("admin.createProduct")}</h1>
      <p className="muted">{t("admin.editingLanguage", { language: language.toUpperCase() })}</p>
      <div className={styles.editorGrid}>
        <ImageManager
          images={images}
          mainIndex={main}
          onChange={(next, nextMain) => setImages({ images: next, main: nextMain })}
        />
        <div>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t("admin.fields.title")}</label>
            <input
              id={`${id}-name`}
              className="input"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-price`}>{t("admin.fields.price")}</label>
            <input
              id={`${id}-price`}
              className="input"
              inputMode="decimal"
              required
              value={price}
              onChange={(event) => setPrice((previous) => acceptPriceInput(previous, event.target.value))}
            />
          </div>
          <RichTextField label={t("admin.fields.description")} value={description} onChange={setDescription} />
          <CategoryPicker selected={categories} onChange={setCategories} />
        </div>
      </div>
      <EditorActions message={message} error={error} busy={busy} onDelete={product ? remove : undefined} />
    </form>
  );
}
