import { Box } from "@mui/material";

/** A list row's image, small; decorative because the row's name stands next to it. */
export const ListThumbnail = ({
  src,
  width,
  height,
  fit,
}: {
  src: string | null | undefined;
  width: number;
  height: number;
  fit: "contain" | "cover";
}) =>
  src ? (
    <Box
      component="img"
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      sx={{ objectFit: fit, borderRadius: 1, bgcolor: "action.hover", display: "block" }}
    />
  ) : (
    <Box sx={{ width, height, bgcolor: "action.hover", borderRadius: 1 }} />
  );
