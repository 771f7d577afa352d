import type { AdminBlogPostRecord } from "@shop/shared";
import AddPhotoAlternateIcon from "@mui/icons-material/AddPhotoAlternate";
import DeleteIcon from "@mui/icons-material/Delete";
import { Box, Button, FormControl, FormHelperText, FormLabel, LinearProgress, Stack, Typography } from "@mui/material";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useInput, useRecordContext, useTranslate } from "react-admin";
import { useFormContext } from "react-hook-form";
import { isPendingImage, pendingImage, type PendingImage, type UploadedImage } from "../api/imageUploads.ts";
import { ImageRefusals } from "../common/ImageRefusals.tsx";
import { useImageUpload } from "../common/useImageUpload.ts";

const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

type ImageKeyValue = string | PendingImage | null;

/**
 * The post's image. The form holds the stored `imageKey` (shown through the record's `imageUrl`),
 * a chosen file while the API checks it, the key it was stored under, or null (no image). A file
 * the API refuses leaves the image as it was, with why beside it.
 */
export const BlogPostImageInput = () => {
  const record = useRecordContext<AdminBlogPostRecord>();
  const translate = useTranslate();
  const { field } = useInput<ImageKeyValue>({ source: "imageKey" });
  const { getValues, setValue } = useFormContext();
  const { upload, refusals, dismiss, clear } = useImageUpload("blog");
  const [uploaded, setUploaded] = useState<UploadedImage[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewUrls = useRef<string[]>([]);
  useEffect(() => () => previewUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  // react-admin formats an empty value as "" for its inputs: no image either way.
  const value = (field.value as ImageKeyValue) || null;
  const checking = isPendingImage(value);
  const preview = isPendingImage(value)
    ? value.src
    : value && value === record?.imageKey
      ? record.imageUrl
      : (uploaded.find((image) => image.fileKey === value)?.imageUrl ?? null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    clear();
    const before = value;
    const previewUrl = URL.createObjectURL(file);
    previewUrls.current.push(previewUrl);
    field.onChange(pendingImage(file, previewUrl));
    const stored = await upload(file);
    // Another file chosen, or the image removed, while this one was checked: that choice stands.
    const current = getValues("imageKey") as ImageKeyValue;
    if (!isPendingImage(current) || current.rawFile !== file) return;
    if (stored) setUploaded((earlier) => [...earlier, stored]);
    setValue("imageKey", stored ? stored.fileKey : before, { shouldDirty: true });
  };

  return (
    <FormControl component="fieldset" sx={{ my: 1, width: "100%" }}>
      <FormLabel component="legend">{translate("resources.blog-posts.fields.image")}</FormLabel>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={translate("resources.blog-posts.fields.image")}
          sx={{ display: "block", maxWidth: 320, width: "100%", my: 1, borderRadius: 1, opacity: checking ? 0.5 : 1 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate("app.images.none")}
        </Typography>
      )}
      {checking && (
        <Box role="status" sx={{ maxWidth: 320, mb: 1 }}>
          <Typography variant="body2">{translate("app.images.uploading")}</Typography>
          <LinearProgress aria-hidden />
        </Box>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => fileInput.current?.click()}>
          {translate(value ? "app.images.replace" : "app.images.choose")}
        </Button>
        {value && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
            {translate("app.images.remove")}
          </Button>
        )}
      </Stack>
      <FormHelperText>{translate("resources.blog-posts.helpers.image")}</FormHelperText>
      <ImageRefusals refusals={refusals} onDismiss={dismiss} />
      <input ref={fileInput} type="file" accept={ACCEPTED_TYPES} hidden onChange={(event) => void choose(event)} />
    </FormControl>
  );
};
