import { formatAmountIn, formatPrice, toCents, type AdminOrderRecord, type Language } from "@shop/shared";
import { placeholders } from "@shop/shared/placeholders";
import type { TranslateFunction } from "react-admin";
import { carrierLabel } from "./shipment.ts";

/**
 * One entry of an order's history: a code (`type`) and its parameters, which the console words in
 * its language; `message` is the API's English line, and a note's text as staff wrote it.
 */
export type OrderEvent = AdminOrderRecord["events"][number];

export interface EventText {
  /** What happened, in the console's language (for a code it does not know: the API's English line). */
  title: string;
  /** The parameters worth a line of their own (carrier, tracking number, invoice…), worded. */
  details: string[];
  /** A note's text, shown as written. */
  note?: string;
}

const KEYS = "resources.orders.events";
const MISSING = "\u0000missing";

/** Parameters shown as lines under the title, in this order; a flag only when it is true. */
const DETAIL_PARAMS = [
  "carrier",
  "trackingNumber",
  "invoiceNumber",
  "creditNoteNumber",
  "refunded",
  "restocked",
  "items",
  "wholeOrder",
  "intact",
  "opened",
  "notRefunded",
  "detail",
  "reason",
] as const;

/** Parameter values that are codes themselves, worded: a carrier, the kind of an e-mail. */
const CODED_VALUES: Record<
  string,
  (code: string, translate: TranslateFunction, language: Language, params: NonNullable<OrderEvent["params"]>) => string
> = {
  carrier: carrierLabel,
  kind: (kind, translate) => translate(`resources.orders.emails.${kind}`, { _: kind }),
  // A refund's amount in euros, as every price of the shop is written (formatPrice).
  amount: (euros, _translate, language) => formatPrice(toCents(Number(euros)), language),
  // What a payment provider reported, in the currency it reported.
  reported: (amount, _translate, language, params) =>
    formatAmountIn(toCents(Number(amount)), String(params.currency ?? "EUR"), language),
};

function wordedParams(
  params: OrderEvent["params"],
  translate: TranslateFunction,
  language: Language,
): Record<string, string> {
  const worded: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    const word = CODED_VALUES[name];
    worded[name] = word ? word(String(value), translate, language, params ?? {}) : String(value);
  }
  return worded;
}

/**
 * How the history shows one event: the code's message (`resources.orders.events.<type>`, its
 * `{param}`s filled in), then a line per detail parameter. A code the console does not know, or
 * whose message needs a parameter the event lacks, shows the API's English line instead.
 */
export function describeEvent(event: OrderEvent, translate: TranslateFunction, language: Language): EventText {
  if (event.type === "note") return { title: translate(`${KEYS}.note`), details: [], note: event.message ?? "" };
  const params = wordedParams(event.params, translate, language);
  const title = translate(`${KEYS}.${event.type}`, { ...params, _: MISSING });
  if (title === MISSING || placeholders(title).length > 0) return { title: event.message ?? event.type, details: [] };
  const details = DETAIL_PARAMS.filter((name) =>
    typeof event.params?.[name] === "boolean" ? event.params[name] === true : name in params,
  ).map((name) => translate(`resources.orders.event_details.${name}`, params));
  return { title, details };
}
