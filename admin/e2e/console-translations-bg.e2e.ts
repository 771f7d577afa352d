// The console in Bulgarian: every screen without a raw message key (console-translations.ts).
import { consoleInLanguage } from "./console-translations.ts";

consoleInLanguage("bg", { choose: "Български", signIn: "Вход", orders: "Поръчки" });
