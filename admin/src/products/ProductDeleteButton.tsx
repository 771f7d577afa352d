import { DeleteButton, useNotify, useRedirect, type RaRecord } from "react-admin";

/**
 * Delete, as the API does it: a product that has been ordered is archived instead (its orders and
 * invoices keep it, it is never on sale again), one never ordered is deleted. The dialog says so
 * before, the notice after which of the two happened.
 */
export const ProductDeleteButton = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="resources.products.delete.title"
      confirmContent="resources.products.delete.content"
      mutationOptions={{
        // The answer is the record as the delete left it: archivedAt set when it was archived.
        onSuccess: (record: RaRecord) => {
          const archived = "archivedAt" in record && Boolean(record.archivedAt);
          notify(archived ? "resources.products.notifications.archived" : "resources.products.notifications.deleted", {
            type: "info",
            messageArgs: { smart_count: 1 },
          });
          redirect("list", "products");
        },
      }}
    />
  );
};
