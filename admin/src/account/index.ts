import { lazy } from "react";

/** The console's own-account page (a custom route, outside the resources). */
export { ACCOUNT_PATH, SecondFactorNotice } from "./SecondFactorNotice.tsx";
export const AccountPage = lazy(() => import("./AccountPage.tsx"));
