import { mergeMessages } from "../messages.ts";
import { raBulgarian } from "./ra.ts";
import { shopBulgarian } from "./shop.ts";

export default mergeMessages(raBulgarian, shopBulgarian);
