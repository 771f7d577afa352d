import raEnglish from "ra-language-english";
import { mergeMessages } from "../messages.ts";
import { shopEnglish } from "./shop.ts";

export default mergeMessages(raEnglish, shopEnglish);
