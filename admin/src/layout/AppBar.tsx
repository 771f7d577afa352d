import SecurityIcon from "@mui/icons-material/Security";
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  MenuItemLink,
  ToggleThemeButton,
  UserMenu,
  useTranslate,
  useUserMenu,
} from "react-admin";
import { ACCOUNT_PATH } from "../account/index.ts";

/**
 * react-admin's default toolbar (languages, light/dark, reload), except that its loading
 * spinner gets a name: an unnamed progressbar is an accessibility violation (axe
 * aria-progressbar-name). LoadingIndicator passes unknown props on to the spinner.
 */
const Toolbar = () => {
  const translate = useTranslate();
  const spinnerName = { "aria-label": translate("ra.page.loading") } as object;
  return (
    <>
      <LocalesMenuButton />
      <ToggleThemeButton />
      <LoadingIndicator {...spinnerName} />
    </>
  );
};

const AccountMenuItem = () => {
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      to={ACCOUNT_PATH}
      primaryText="app.account.menu"
      leftIcon={<SecurityIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
};

/** The user menu: the own account's security page, then react-admin's logout. */
const AccountMenu = () => (
  <UserMenu>
    <AccountMenuItem />
    <Logout />
  </UserMenu>
);

export const AppBar = () => <RaAppBar toolbar={<Toolbar />} userMenu={<AccountMenu />} />;
