import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from "react-admin";

/** The operating system's own fonts: nothing to download, nothing loaded from a CDN. */
const SYSTEM_FONTS = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  '"Noto Sans"',
  "sans-serif",
].join(", ");

/**
 * react-admin lets the page grow as wide as its widest table ("fit-content"); on a phone that
 * pushes the whole page sideways. With min-width 0 tables and the order tabs scroll in their
 * own box instead.
 */
const fitToScreen = {
  RaLayout: { styleOverrides: { root: { minWidth: 0, "& .RaLayout-content": { minWidth: 0 } } } },
  RaList: { styleOverrides: { root: { "& .RaList-main": { minWidth: 0 } } } },
  RaDataTable: { styleOverrides: { root: { "& .RaDataTable-tableWrapper": { overflowX: "auto" } } } },
  // react-admin's not-found page dims its text to half opacity, below the contrast AA asks for.
  RaNotFound: { styleOverrides: { root: { "& .RaNotFound-message": { opacity: 1 } } } },
};

/**
 * react-admin names each DataTable row's checkbox with an aria-label on MUI's Checkbox, which
 * MUI 9 puts on the wrapping span (a prohibited attribute there) and not on the input, so the
 * checkbox has no name (axe: label, aria-prohibited-attr). Move any such label to the input.
 */
type LabelledOwner = { "aria-label"?: string };
const checkboxLabelOnInput = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: () => ({ "aria-label": undefined }),
        input: (owner: LabelledOwner) => (owner["aria-label"] ? { "aria-label": owner["aria-label"] } : {}),
      },
    },
  },
};

const withShopDefaults = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  typography: { ...theme.typography, fontFamily: SYSTEM_FONTS },
  components: { ...theme.components, ...fitToScreen, ...checkboxLabelOnInput },
});

export const lightTheme = withShopDefaults({
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: "#1f5f8b" },
    secondary: { main: "#1f3a5f" },
    // MUI's red (#d32f2f) falls below 4.5:1 on the grey form toolbar that holds Delete.
    error: { main: "#b71c1c" },
  },
});

export const darkTheme = withShopDefaults(defaultDarkTheme);
