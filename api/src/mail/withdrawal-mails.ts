// The e-mails of a withdrawal (docs/behaviour.md §14). The shopper's acknowledgement, on a durable
// medium and in the order's language, as Art. 11a(4) of Directive 2011/83/EU asks: the content of
// the statement, the date and time it was received (in the shop's time zone, named), and what
// happens next: where the goods go back, and when the money comes back (Art. 13, 14); before the
// order was shipped, that it will not be (the withdrawn items, or the whole order: cancelled), and
// the refund. Its subject
// names the order, never a product (what a shopper orders is health data). The staff's notice, in
// English for the shop's inbox. Pure: the outbox handler (api/src/orders/withdrawal-mail.ts) reads
// the withdrawal and sends what this returns. Texts: api/src/messages; layout: layout.ts.
import { languageName, LOCALES, type Language, type WithdrawnItem } from "@shop/shared";
import { fill, messages } from "../messages/index.ts";
import { renderMail, type Block } from "./layout.ts";
import {
  legalBlocks,
  orderStatusUrl,
  sellerAddressLines,
  withdrawUrl,
  type MailShop,
  type RenderedMail,
} from "./order-mails.ts";

/** What the e-mails show of a withdrawal and its order. */
export interface MailWithdrawal {
  receivedAt: Date;
  name: string;
  email: string;
  /** null: the whole order. */
  items: WithdrawnItem[] | null;
  language: Language;
  /** shippedAt: when the goods went out, null while they have not. */
  order: { id: number; number: string; language: Language; shippedAt: Date | null };
}

/** Whether the goods had gone out when the withdrawal was received: only then is there a parcel to send back. */
export const shippedBeforeWithdrawal = (withdrawal: { receivedAt: Date; order: { shippedAt: Date | null } }) =>
  withdrawal.order.shippedAt !== null && withdrawal.order.shippedAt <= withdrawal.receivedAt;

/** A date and time in `language`, in `timeZone`, with the zone's name: "1. Juli 2026 um 14:03:05 Mitteleuropäische Sommerzeit". */
export function receivedAtText(date: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZoneName: "long",
    timeZone,
  }).format(date);
}

const itemLines = (items: readonly WithdrawnItem[]) => items.map((item) => `${item.quantity} × ${item.name}`);

/**
 * What happens next: a parcel out goes back to the seller's address and is refunded; an order not
 * shipped yet is not shipped (the withdrawn items, or all of it: cancelled) and is refunded. The
 * rule of sealed kits stands beside either.
 */
function nextSteps(withdrawal: MailWithdrawal, shop: MailShop): Block[] {
  const { language } = withdrawal;
  const copy = messages(language).withdrawalMail;
  if (!shippedBeforeWithdrawal(withdrawal))
    return [
      { kind: "lines", heading: copy.next, lines: [withdrawal.items ? copy.notShippedItems : copy.notShipped] },
      { kind: "lines", lines: [copy.sealed] },
    ];
  return [
    { kind: "lines", heading: copy.next, lines: [copy.sendBack] },
    { kind: "lines", lines: sellerAddressLines(shop.seller, language) },
    { kind: "lines", lines: [copy.sealed, copy.refund] },
  ];
}

/** The shopper's acknowledgement of their withdrawal, in the order's language. */
export function renderWithdrawalAcknowledgement(
  withdrawal: MailWithdrawal,
  shop: MailShop & { timeZone: string },
): RenderedMail {
  const { language, order } = withdrawal;
  const copy = messages(language).withdrawalMail;
  const subject = fill(copy.subject, { number: order.number });
  const blocks: Block[] = [
    {
      kind: "lines",
      heading: copy.statement,
      lines: [
        `${copy.orderNumber}: ${order.number}`,
        `${copy.name}: ${withdrawal.name}`,
        `${copy.email}: ${withdrawal.email}`,
        `${copy.receivedAt}: ${receivedAtText(withdrawal.receivedAt, language, shop.timeZone)}`,
      ],
    },
    {
      kind: "lines",
      heading: copy.content,
      lines: withdrawal.items ? itemLines(withdrawal.items) : [copy.wholeOrder],
    },
    ...nextSteps(withdrawal, shop),
  ];
  // What was not withdrawn yet can be, with the same function.
  if (withdrawal.items) blocks.push({ kind: "link", label: copy.otherItems, url: withdrawUrl(shop.publicUrl, order) });
  blocks.push({ kind: "lines", lines: [copy.questions] });
  return {
    subject,
    ...renderMail({
      language,
      publicUrl: shop.publicUrl,
      title: subject,
      intro: [fill(copy.greeting, { name: withdrawal.name }), fill(copy.intro, { number: order.number })],
      buttons: [
        {
          lead: copy.statusLink,
          label: messages(language).orderMail.statusButton,
          url: orderStatusUrl(shop.publicUrl, order),
        },
      ],
      blocks,
      footer: legalBlocks(language, shop, false),
    }),
  };
}

/** The shop's notice of a withdrawal, for SHOP_EMAIL: what staff need to act on it, in English. */
export function renderWithdrawalNotice(
  withdrawal: MailWithdrawal,
  shop: MailShop & { timeZone: string },
): RenderedMail {
  const { order } = withdrawal;
  const refundBy = new Date(withdrawal.receivedAt.getTime() + 14 * 86_400_000);
  const day = new Intl.DateTimeFormat(LOCALES.en, { dateStyle: "long", timeZone: shop.timeZone });
  const subject = `Withdrawal received for order ${order.number}`;
  const blocks: Block[] = [
    {
      kind: "lines",
      lines: [
        `The customer withdrew from order ${order.number} on ${receivedAtText(withdrawal.receivedAt, "en", shop.timeZone)}.`,
        `Name given: ${withdrawal.name}. E-mail: ${withdrawal.email} (writes in ${languageName(withdrawal.language, "en")}).`,
        shippedBeforeWithdrawal(withdrawal)
          ? `Refund by ${day.format(refundBy)} at the latest; it may wait until the goods are back or the customer shows they sent them.`
          : withdrawal.items
            ? `Not shipped yet: do not ship the withdrawn items, and refund them by ${day.format(refundBy)} at the latest.`
            : `Not shipped yet: do not ship the order; refund it by ${day.format(refundBy)} at the latest.`,
      ],
    },
    {
      kind: "lines",
      heading: "Withdrawn from",
      lines: withdrawal.items ? itemLines(withdrawal.items) : ["the whole order"],
    },
    { kind: "link", label: "Open the order in the console:", url: `${shop.publicUrl}/admin#/orders/${order.id}/show` },
  ];
  return {
    subject,
    ...renderMail({ language: "en", publicUrl: shop.publicUrl, title: subject, intro: [], blocks }),
  };
}
