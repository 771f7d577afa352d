import { useCanAccess, useResourceContext } from "react-admin";

/** Rows open the edit form for those who may edit, the read-only page for the others. */
export function useCatalogRowClick(): "edit" | "show" {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: "edit" });
  return canAccess ? "edit" : "show";
}
