import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import DeleteIcon from "@mui/icons-material/Delete";
import {
  Box,
  Card,
  CardActions,
  CardMedia,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Radio,
  Tooltip,
  Typography,
} from "@mui/material";
import { useTranslate } from "react-admin";
import type { ProductImageValue } from "./productImages.ts";

/** The card's width and its thumbnail's height: a compact grid of pictures in the product form. */
export const IMAGE_CARD_WIDTH_PX = 200;
const IMAGE_THUMBNAIL_PX = 160;

interface ProductImageCardProps {
  image: ProductImageValue;
  /** 1-based, as people count. */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  /** Chosen and still being checked by the API. */
  uploading: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

export const ProductImageCard = ({
  image,
  position,
  isFirst,
  isLast,
  uploading,
  onMove,
  onRemove,
}: ProductImageCardProps) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`resources.products.images.${key}`, { position });
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        position: "relative",
        borderColor: image.isMain ? "primary.main" : undefined,
        borderWidth: image.isMain ? 2 : 1,
      }}
    >
      <CardMedia
        component="img"
        image={image.imageUrl}
        srcSet={image.srcSet || undefined}
        sizes={`${IMAGE_CARD_WIDTH_PX}px`}
        alt={label("image_alt")}
        loading="lazy"
        sx={{
          width: "100%",
          height: IMAGE_THUMBNAIL_PX,
          objectFit: "contain",
          bgcolor: "action.hover",
          opacity: uploading ? 0.5 : 1,
        }}
      />
      {uploading && (
        <Box
          role="status"
          sx={{ position: "absolute", top: 8, left: 8, right: 8, display: "flex", alignItems: "center", gap: 1 }}
        >
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2" sx={{ bgcolor: "background.paper", px: 0.5, borderRadius: 0.5 }}>
            {translate("app.images.uploading")}
          </Typography>
        </Box>
      )}
      <CardActions sx={{ justifyContent: "space-between", flexWrap: "wrap" }}>
        <FormControlLabel
          value={String(position - 1)}
          control={<Radio size="small" slotProps={{ input: { "aria-label": label("set_main") } }} />}
          label={translate("resources.products.images.main")}
        />
        <span>
          <Tooltip title={label("move_earlier")}>
            <span>
              <IconButton size="small" aria-label={label("move_earlier")} disabled={isFirst} onClick={() => onMove(-1)}>
                <ArrowBackIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={label("move_later")}>
            <span>
              <IconButton size="small" aria-label={label("move_later")} disabled={isLast} onClick={() => onMove(1)}>
                <ArrowForwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={label("remove")}>
            <IconButton size="small" aria-label={label("remove")} onClick={onRemove}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </span>
      </CardActions>
    </Card>
  );
};
