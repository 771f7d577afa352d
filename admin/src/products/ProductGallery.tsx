import type { AdminProductRecord } from "@shop/shared";
import { Box, Chip, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";

/** The product's images in shop order, the main one marked. */
export const ProductGallery = (_props: { label?: string }) => {
  const record = useRecordContext<AdminProductRecord>();
  const translate = useTranslate();
  if (!record?.images.length) {
    return <Typography variant="body2">{translate("resources.products.images.empty")}</Typography>;
  }
  return (
    <Box
      component="ol"
      sx={{
        listStyle: "none",
        p: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
      }}
    >
      {record.images.map((image, index) => (
        <Box component="li" key={image.id} sx={{ position: "relative" }}>
          <Box
            component="img"
            src={image.imageUrl}
            srcSet={image.srcSet}
            sizes="180px"
            alt={translate("resources.products.images.image_alt", { position: index + 1 })}
            loading="lazy"
            sx={{ width: "100%", aspectRatio: "1", objectFit: "contain", bgcolor: "action.hover", borderRadius: 1 }}
          />
          {image.isMain && (
            <Chip
              size="small"
              color="primary"
              label={translate("resources.products.images.main")}
              sx={{ position: "absolute", top: 8, left: 8 }}
            />
          )}
        </Box>
      ))}
    </Box>
  );
};
