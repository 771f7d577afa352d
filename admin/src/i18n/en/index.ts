import raEnglish from "ra-language-english";
import { mergeMessages, withShopPlaceholders } from "../messages.ts";
import { shopEnglish } from "./shop.ts";

export default mergeMessages(withShopPlaceholders(raEnglish), shopEnglish);
