import { useTranslate } from "react-admin";

/**
 * The console's name in the chosen language. react-admin shows the <Admin> title as it is on the
 * pages that have no title of their own (not found, errors): a key there would show raw.
 */
export const ConsoleTitle = () => {
  const translate = useTranslate();
  return <>{translate("app.title")}</>;
};
