import type { AdminProductRecord } from "@shop/shared";
import { Alert, Chip } from "@mui/material";
import { Toolbar, useRecordContext, useTranslate } from "react-admin";
import { FormToolbar } from "../common/FormToolbar.tsx";
import { ProductDeleteButton } from "./ProductDeleteButton.tsx";

/** "Archived", beside a product's name in the list, for a product deleted after it was ordered. */
export const ArchivedChip = () => {
  const translate = useTranslate();
  const record = useRecordContext<Pick<AdminProductRecord, "archivedAt">>();
  if (!record?.archivedAt) return null;
  return <Chip size="small" variant="outlined" label={translate("resources.products.archived.chip")} sx={{ ml: 1 }} />;
};

/**
 * The product form's toolbar: Save and Delete, or for an archived product (which cannot be
 * changed: its orders and invoices keep it as it was) a notice saying why there is neither.
 */
export const ProductToolbar = () => {
  const translate = useTranslate();
  const record = useRecordContext<AdminProductRecord>();
  if (record?.archivedAt)
    return (
      <Toolbar>
        <Alert severity="info" sx={{ flex: 1 }}>
          {translate("resources.products.archived.notice", { date: new Date(record.archivedAt).toLocaleDateString() })}
        </Alert>
      </Toolbar>
    );
  return <FormToolbar imagesIn="images" remove={<ProductDeleteButton />} />;
};
