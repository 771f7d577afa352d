import { CircularProgress, Stack, Typography } from "@mui/material";
import { useTimeout, useTranslate } from "react-admin";

/**
 * What a screen shows while its code loads (the console's screens are loaded on demand), in place
 * of react-admin's own: the content is marked busy from the first moment (aria-busy, which
 * assistive technology announces and the console's browser tests wait on), and the spinner,
 * named for screen readers, appears after a second so that a quick load does not flash it.
 */
export const ScreenLoading = () => {
  const translate = useTranslate();
  const slow = useTimeout(1000);
  return (
    <Stack aria-busy="true" sx={{ alignItems: "center", justifyContent: "center", minHeight: 240 }}>
      {slow && (
        <>
          <CircularProgress aria-label={translate("ra.page.loading")} />
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate("ra.message.loading")}
          </Typography>
        </>
      )}
    </Stack>
  );
};
