// The shopper's e-mail of a returned parcel with kits that came back opened although sealed for
// hygiene (docs/behaviour.md §15), in the order's language: which units are not refunded and why
// (Art. 16(e) of Directive 2011/83/EU; in Germany §312g Abs. 2 Nr. 3 BGB), and which are. Its
// subject names the order, never a product. Pure: the outbox handler (api/src/orders/return-mail.ts)
// reads the order and the return and sends what this returns. Texts: api/src/messages.
import type { Language } from "@shop/shared";
import { fill, messages } from "../messages/index.ts";
import { renderMail, type Block } from "./layout.ts";
import { legalBlocks, orderStatusUrl, type MailShop, type RenderedMail } from "./order-mails.ts";

/** What the e-mail shows of the order and of what came back. */
export interface MailReturn {
  order: { number: string; language: Language; name: string };
  /** Units of one line each, as received: refunded ones and those that are not. */
  units: readonly { name: string; quantity: number; refunded: boolean }[];
}

const unitLines = (units: MailReturn["units"]) => units.map((unit) => `${unit.quantity} × ${unit.name}`);

export function renderReturnMail(back: MailReturn, shop: MailShop): RenderedMail {
  const { order } = back;
  const copy = messages(order.language).returnMail;
  const subject = fill(copy.subject, { number: order.number });
  const kept = back.units.filter((unit) => !unit.refunded);
  const refunded = back.units.filter((unit) => unit.refunded);
  const blocks: Block[] = [
    { kind: "lines", heading: copy.notRefunded, lines: unitLines(kept) },
    { kind: "lines", lines: [copy.sealedGround] },
    refunded.length > 0
      ? { kind: "lines", heading: copy.refunded, lines: [...unitLines(refunded), copy.refundNext] }
      : { kind: "lines", lines: [copy.nothingRefunded] },
    { kind: "lines", lines: [copy.keepOpened, copy.questions] },
  ];
  return {
    subject,
    ...renderMail({
      language: order.language,
      publicUrl: shop.publicUrl,
      title: subject,
      intro: [fill(copy.greeting, { name: order.name }), fill(copy.intro, { number: order.number })],
      buttons: [
        {
          lead: messages(order.language).orderMail.statusLink,
          label: messages(order.language).orderMail.statusButton,
          url: orderStatusUrl(shop.publicUrl, order),
        },
      ],
      blocks,
      footer: legalBlocks(order.language, shop, false),
    }),
  };
}
