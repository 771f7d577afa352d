import { mergeMessages } from "../messages.ts";
import { raGerman } from "./ra.ts";
import { shopGerman } from "./shop.ts";

export default mergeMessages(raGerman, shopGerman);
