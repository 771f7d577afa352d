// Inline blog post editing for admins. Loaded only for admins.
import type { BlogPost } from "@shop/shared";
import type { BlogSaveInput } from "@shop/shared/schemas";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "../i18n/useTranslation.ts";
import { localePath } from "../app/languagePath.ts";
import { useLanguage } from "../i18n/useLanguage.ts";
import { createBlog, deleteBlog, onlyImages, updateBlog } from "./adminApi.ts";
import { CategoryPicker } from "./CategoryPicker.tsx";
import { EditorActions } from "./EditorActions.tsx";
import { RichTextField } from "./RichTextField.tsx";
import { useSaveFlow } from "./useSaveFlow.ts";
import styles from "./Admin.module.css";

/** Posts written inline are filed under the author "admin" (docs/storefront.md §7). */
const AUTHOR = "admin";

export function BlogEditor({ post }: { post: BlogPost | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const { run, busy, message, error, setError } = useSaveFlow();
  const [title, setTitle] = useState(post?.title ?? "");
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [categories, setCategories] = useState(post?.categories.map((category) => category.slug) ?? []);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(post?.image ?? null);
  const [fileRejected, setFileRejected] = useState(false);
  // Sent back with a save: a save over someone else's newer version is refused (409).
  const [openedVersion] = useState(post?.version);

  useEffect(
    () => () => {
      if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(t("admin.titleRequired"));
      return;
    }
    const blog: BlogSaveInput = {
      author: post?.author ?? AUTHOR,
      categorySlugs: categories,
      translation: { language, title: title.trim(), excerpt: excerpt.trim() || undefined, content },
      removeImage: false,
      version: openedVersion,
    };
    void run(
      (token) => (post ? updateBlog(post.slug, blog, file, language, token) : createBlog(blog, file, language, token)),
      (saved) => ({
        message: t(post ? "admin.postUpdated" : "admin.postCreated"),
        to: localePath(language, `/blog/${saved?.slug ?? post?.slug ?? ""}`),
      }),
    );
  };

  const remove = () => {
    if (!post) return;
    void run(
      (token) => deleteBlog(post.slug, token),
      () => ({ to: localePath(language, "/blog") }),
    );
  };

  return (
    <form className={styles.editor} onSubmit={save} noValidate>
      <h1>{post ? t("admin.editPost") : t("admin.createPost")}</h1>
      <p className="muted">{t("admin.editingLanguage", { language: language.toUpperCase() })}</p>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t("admin.fields.title")}</label>
        <input
          id={`${id}-title`}
          className="input"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-excerpt`}>{t("admin.fields.excerpt")}</label>
        <textarea
          id={`${id}-excerpt`}
          className="input"
          rows={3}
          value={excerpt}
          onChange={(event) => setExcerpt(event.target.value)}
        />
      </div>
      <RichTextField label={t("admin.fields.content")} value={content} onChange={setContent} />
      <CategoryPicker selected={categories} onChange={setCategories} />
      <div className="field">
        <label htmlFor={`${id}-image`}>{t("admin.fields.image")}</label>
        {preview && (
          <img src={preview} alt={t("admin.imagePreview")} className={styles.blogPreview} width={320} height={180} />
        )}
        <input
          id={`${id}-image`}
          type="file"
          accept="image/*"
          onChange={(event) => {
            const { images } = onlyImages(event.target.files ?? []);
            setFileRejected(Boolean(event.target.files?.length) && images.length === 0);
            if (images[0]) {
              setFile(images[0]);
              setPreview(URL.createObjectURL(images[0]));
            }
          }}
        />
        {fileRejected && (
          <p className="field-error" role="alert">
            {t("admin.imagesOnly")}
          </p>
        )}
      </div>
      <EditorActions message={message} error={error} busy={busy} onDelete={post ? remove : undefined} />
    </form>
  );
}
