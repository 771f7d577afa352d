import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";

/** A label and its value in a definition list. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
};

export const FactList = ({ children }: { children: ReactNode }) => (
  <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 1, m: 0 }}>
    {children}
  </Box>
);
