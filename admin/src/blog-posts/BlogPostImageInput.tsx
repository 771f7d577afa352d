import type { AdminBlogPostRecord } from "@shop/shared";
import { ImageField, ImageInput, useRecordContext } from "react-admin";

const ACCEPTED = { "image/*": [".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif"] };

/**
 * The post's image. The form holds the stored `imageKey` (shown through the record's
 * `imageUrl`), a newly chosen file (uploaded on save by the data provider) or null (removed).
 */
export const BlogPostImageInput = () => {
  const record = useRecordContext<AdminBlogPostRecord>();
  const format = (value: unknown) =>
    typeof value === "string"
      ? { src: value === record?.imageKey ? record.imageUrl : null, title: record?.slug }
      : value;
  return (
    <ImageInput source="imageKey" accept={ACCEPTED} format={format} helperText="resources.blog-posts.helpers.image">
      <ImageField source="src" title="title" />
    </ImageInput>
  );
};
