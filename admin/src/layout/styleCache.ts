import createCache from "@emotion/cache";
import { pageNonce } from "./pageNonce.ts";

/** MUI's styles go through emotion, into style tags that carry the page's nonce. */
export const styleCache = createCache({ key: "css", nonce: pageNonce });
