import { Box } from "@mui/material";
import { useRecordContext } from "react-admin";
import type { AdminProductRecord } from "@shop/shared";

/** The main image, small; decorative because the name stands next to it. */
export const ProductThumbnail = (_props: { label?: string }) => {
  const record = useRecordContext<AdminProductRecord>();
  if (!record?.thumbnailUrl) return <Box sx={{ width: 48, height: 48, bgcolor: "action.hover", borderRadius: 1 }} />;
  return (
    <Box
      component="img"
      src={record.thumbnailUrl}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      sx={{ objectFit: "contain", borderRadius: 1, bgcolor: "action.hover", display: "block" }}
    />
  );
};
