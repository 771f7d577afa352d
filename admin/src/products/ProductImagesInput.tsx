import AddPhotoAlternateIcon from "@mui/icons-material/AddPhotoAlternate";
import { Box, Button, FormControl, FormLabel, RadioGroup, Stack, Typography } from "@mui/material";
import { useEffect, useRef, type ChangeEvent } from "react";
import { useInput, useTranslate } from "react-admin";
import { useFormContext } from "react-hook-form";
import { ImageRefusals } from "../common/ImageRefusals.tsx";
import { useImageUpload } from "../common/useImageUpload.ts";
import { IMAGE_CARD_WIDTH_PX, ProductImageCard } from "./ProductImageCard.tsx";
import {
  addFiles,
  dropUpload,
  isUploadOf,
  isUploading,
  markUploaded,
  MAX_PRODUCT_IMAGES,
  moveImage,
  removeImage,
  setMainImage,
  type ProductImageValue,
} from "./productImages.ts";

const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/**
 * The product's gallery: add files with a preview, order them and pick the main image. Each chosen
 * file is uploaded at once, so the API checks it; a refused one leaves the gallery alone, with why
 * beside it, and the form can be saved with the rest (the toolbar waits for the checks).
 */
export const ProductImagesInput = () => {
  const translate = useTranslate();
  const { field } = useInput<ProductImageValue[]>({ source: "images", defaultValue: [] });
  const images = (field.value as ProductImageValue[] | undefined) ?? [];
  const { getValues, setValue } = useFormContext();
  const { upload, refusals, dismiss, clear } = useImageUpload("product");
  const fileInput = useRef<HTMLInputElement>(null);
  const previewUrls = useRef<string[]>([]);

  useEffect(() => () => previewUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  // An upload ends after other changes (another file, a new order, a removal): it changes the gallery as it is then.
  const whenChecked = async (file: File) => {
    const uploaded = await upload(file);
    const current = (getValues("images") as ProductImageValue[] | undefined) ?? [];
    const next = uploaded ? markUploaded(current, file, uploaded) : dropUpload(current, file);
    setValue("images", next, { shouldDirty: true });
  };

  const addChosenFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].map((file) => {
      const previewUrl = URL.createObjectURL(file);
      previewUrls.current.push(previewUrl);
      return { file, previewUrl };
    });
    event.target.value = "";
    clear();
    const next = addFiles(images, files);
    field.onChange(next);
    // Files beyond the limit were left out; each of the others is checked on its own, all at once.
    for (const { file } of files) if (next.some((image) => isUploadOf(image, file))) void whenChecked(file);
  };

  const mainIndex = images.findIndex((image) => image.isMain);
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend">{translate("resources.products.images.title")}</FormLabel>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
          {translate("resources.products.images.empty")}
        </Typography>
      ) : (
        <RadioGroup
          name="mainImage"
          value={String(mainIndex)}
          onChange={(event) => field.onChange(setMainImage(images, Number(event.target.value)))}
        >
          <Box
            component="ol"
            sx={{
              listStyle: "none",
              p: 0,
              my: 2,
              display: "grid",
              gap: 2,
              // Compact cards of a fixed width, however wide the form: a thumbnail, not the full picture.
              gridTemplateColumns: `repeat(auto-fill, ${IMAGE_CARD_WIDTH_PX}px)`,
            }}
          >
            {images.map((image, index) => (
              <ProductImageCard
                key={image.imageUrl}
                image={image}
                uploading={isUploading(image)}
                position={index + 1}
                isFirst={index === 0}
                isLast={index === images.length - 1}
                onMove={(offset) => field.onChange(moveImage(images, index, index + offset))}
                onRemove={() => field.onChange(removeImage(images, index))}
              />
            ))}
          </Box>
        </RadioGroup>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={images.length >= MAX_PRODUCT_IMAGES}
        >
          {translate("resources.products.images.add")}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate("resources.products.images.help", { max: MAX_PRODUCT_IMAGES })}
        </Typography>
      </Stack>
      <ImageRefusals refusals={refusals} onDismiss={dismiss} />
      <input ref={fileInput} type="file" accept={ACCEPTED_TYPES} multiple hidden onChange={addChosenFiles} />
    </FormControl>
  );
};
