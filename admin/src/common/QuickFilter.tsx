import { Chip } from "@mui/material";
import { useTranslate } from "react-admin";

/**
 * A filter without an input, as in react-admin's demo: adding it from the filter menu sets
 * its `defaultValue`, removing it clears the filter.
 */
export const QuickFilter = ({ label }: { source: string; label: string; defaultValue: unknown }) => {
  const translate = useTranslate();
  return <Chip sx={{ mb: 1 }} label={translate(label)} />;
};
