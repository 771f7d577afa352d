import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, ToggleThemeButton, useTranslate } from "react-admin";

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

export const AppBar = () => <RaAppBar toolbar={<Toolbar />} />;
