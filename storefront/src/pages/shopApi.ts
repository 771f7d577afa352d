// The shop's contact details from the API (GET /api/shop): the address its e-mails come from
// (MAIL_FROM), which the contact page names, so the two never differ. Loaded with the contact
// page on the server (app/pageData.ts), fetched by the browser after a navigation.
import useSWR from "swr";
import { api, readJson } from "../api/client.ts";
import type { Read } from "../api/reads.ts";
import type { ShopContact } from "../api/types.ts";

export function shopContactRead(): Read<ShopContact> {
  return {
    key: api.shop.$path(),
    fetch: () => readJson(api.shop.$get()),
    load: (source) => source.shopContact(),
  };
}

/** The shop's contact details; undefined while loading or when the API could not be reached. */
export function useShopContact(): ShopContact | undefined {
  const read = shopContactRead();
  return useSWR(read.key, read.fetch, { revalidateIfStale: false, revalidateOnFocus: false }).data;
}
