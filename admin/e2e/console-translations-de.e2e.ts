// The console in German: every screen without a raw message key (console-translations.ts).
import { consoleInLanguage } from "./console-translations.ts";

consoleInLanguage("de", { choose: "Deutsch", signIn: "Anmelden", orders: "Bestellungen" });
