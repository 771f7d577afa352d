import { Alert, Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import type { ImageRefusal } from "../api/imageUploads.ts";
import { describeRefusal } from "./imageRefusal.ts";

/** The chosen files the API refused, each with why, beside the image input they were chosen in. */
export const ImageRefusals = ({
  refusals,
  onDismiss,
}: {
  refusals: ImageRefusal[];
  onDismiss: (index: number) => void;
}) => {
  const translate = useTranslate();
  if (refusals.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      {refusals.map((refusal, index) => (
        <Alert
          key={`${index}-${refusal.file}`}
          severity="error"
          closeText={translate("ra.action.close")}
          onClose={() => onDismiss(index)}
        >
          {describeRefusal(refusal, translate)}
        </Alert>
      ))}
    </Stack>
  );
};
