import raEnglish from "ra-language-english";
import { mergeMessages, withShopPlaceholders } from "../messages.ts";
import { shopEnglish } from "./shop.ts";

// react-admin's not-found page puts a full stop after its message, which the pack ends with one of
// its own: the shop's message leaves it to the page.
const notFound = { ra: { message: { not_found: "Either the address was mistyped, or the link no longer works" } } };

export default mergeMessages(withShopPlaceholders(raEnglish), notFound, shopEnglish);
