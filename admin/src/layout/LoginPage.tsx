import { Box, Typography } from "@mui/material";
import { LocalesMenuButton, Login, LoginForm, useTranslate } from "react-admin";

/** react-admin's login (POST /api/admin-login through the authProvider), with the shop's name. */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <Typography component="h1" variant="h6" sx={{ textAlign: "center", px: 2 }}>
        {translate("app.login.title")}
      </Typography>
      <LoginForm />
      <Box sx={{ display: "flex", justifyContent: "center", pb: 1 }}>
        <LocalesMenuButton />
      </Box>
    </Login>
  );
};
