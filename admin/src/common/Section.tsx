import { Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";

/** A titled card on a detail page; the title is a heading so screen readers can jump to it. */
export const Section = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography
          variant="h6"
          component="h2"
          gutterBottom
          sx={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}
        >
          {translate(title)}
          {action}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
