import { DialogContentText } from "@mui/material";
import { Confirm, useTranslate } from "react-admin";
import type { VisibilityWarning } from "./shopVisibility.ts";

/** Asks before a product is saved that the shop will not sell: what the shop will do with it, then save or not. */
export const ShopVisibilityConfirm = ({
  warnings,
  onAnswer,
}: {
  warnings: VisibilityWarning[] | null;
  onAnswer: (save: boolean) => void;
}) => {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={warnings !== null}
      title="resources.products.visibility.title"
      content={(warnings ?? []).map((warning) => (
        <DialogContentText key={warning} sx={{ mb: 1 }}>
          {translate(`resources.products.visibility.${warning}`)}
        </DialogContentText>
      ))}
      confirm="resources.products.visibility.save_anyway"
      confirmColor="warning"
      onConfirm={() => onAnswer(true)}
      onClose={() => onAnswer(false)}
    />
  );
};
