import { Stack, Typography } from "@mui/material";
import type { ReactElement } from "react";
import { DeleteButton, SaveButton, Toolbar, useTranslate } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import { hasPendingImage } from "../api/imageUploads.ts";

/**
 * react-admin's form toolbar (Save, and Delete on a saved record, or the resource's own `remove`),
 * with Save held back while an image chosen in the field `imagesIn` is still being checked by the API.
 */
export const FormToolbar = ({ imagesIn, remove = <DeleteButton /> }: { imagesIn: string; remove?: ReactElement }) => {
  const translate = useTranslate();
  const { control } = useFormContext();
  const checking = hasPendingImage(useWatch({ control, name: imagesIn }));
  return (
    <Toolbar sx={{ justifyContent: "space-between", gap: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <SaveButton disabled={checking} />
        {checking && (
          <Typography variant="body2" role="status">
            {translate("app.images.checking")}
          </Typography>
        )}
      </Stack>
      {remove}
    </Toolbar>
  );
};
