// The e-mails of an order, in the order's language (plain text and HTML): the confirmation once it
// is paid, and one for each step staff take afterwards (shipped, cancelled, refunded). Each names
// the seller and links to the order status page with the number filled in; the confirmation and
// the shipped e-mail also carry the right of withdrawal (legal-texts.ts). The staff's copy of a
// new order is a notice in English for the shop's inbox, not the shopper's text. Pure: the outbox
// handlers (api/src/orders/order-mail-outbox.ts) read the order and send what this returns.
import { formatPrice, LOCALES, type Language, type OrderStatus, type PaymentMethod } from "@shop/shared";
import { carrierName, trackingUrl } from "@shop/shared/carriers";
import { countryName } from "@shop/shared/countries";
import type { InvoiceSeller } from "../invoices/invoice-document.ts";
import { escapeHtml } from "./html.ts";
import type { LegalTexts } from "./legal-texts.ts";

export type OrderMailKind = "confirmation" | "shipped" | "cancelled" | "refunded";

interface MailAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postCode: string;
  country: string;
}

/** What the e-mails show of an order (a database row with its items and addresses fits). */
export interface MailOrder {
  id: number;
  number: string;
  email: string;
  language: Language;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  createdAt: Date;
  paidAt: Date | null;
  carrier: string | null;
  trackingNumber: string | null;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  items: { name: string; quantity: number; unitPriceCents: number }[];
  addresses: (MailAddress & { kind: "SHIPPING" | "BILLING" })[];
}

/** The shop's side: where its pages are, who sells, what the law asks to be said. */
export interface MailShop {
  publicUrl: string;
  seller: InvoiceSeller;
  legal: Record<Language, LegalTexts>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subjects: Record<OrderMailKind, (number: string) => string>;
  greeting: (name: string) => string;
  intro: Record<OrderMailKind, (number: string) => string>;
  orderNumber: string;
  date: string;
  items: string;
  shipping: string;
  free: string;
  total: string;
  vat: (amount: string) => string;
  paymentMethod: string;
  paymentMethods: Record<PaymentMethod, string>;
  shippingAddress: string;
  billingAddress: string;
  sameAddress: string;
  invoiceAttached: (number: string) => string;
  carrier: string;
  trackingNumber: string;
  trackParcel: string;
  refundOf: (amount: string, method: string) => string;
  refundTiming: string;
  creditNoteAttached: (number: string) => string;
  noPaymentTaken: string;
  statusLink: string;
  questions: string;
  seller: string;
  vatId: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subjects: {
      confirmation: (n) => `Your order ${n} is confirmed`,
      shipped: (n) => `Your order ${n} is on its way`,
      cancelled: (n) => `Your order ${n} has been cancelled`,
      refunded: (n) => `Your refund for order ${n}`,
    },
    greeting: (name) => `Hello ${name},`,
    intro: {
      confirmation: () =>
        "thank you for your order. We have received your payment and will ship your kit in discreet packaging.",
      shipped: (n) => `good news: your order ${n} has left our warehouse in discreet packaging.`,
      cancelled: (n) => `your order ${n} has been cancelled.`,
      refunded: (n) => `we have refunded your order ${n}.`,
    },
    orderNumber: "Order number",
    date: "Date",
    items: "Items",
    shipping: "Shipping",
    free: "Free",
    total: "Total",
    vat: (amount) => `incl. VAT ${amount}`,
    paymentMethod: "Payment method",
    paymentMethods: { CARD: "Card", PAYPAL: "PayPal" },
    shippingAddress: "Shipping address",
    billingAddress: "Billing address",
    sameAddress: "Same as the shipping address",
    invoiceAttached: (n) => `Your invoice ${n} is attached as a PDF.`,
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    trackParcel: "Track your parcel",
    refundOf: (amount, method) => `We have refunded ${amount} to your ${method}.`,
    refundTiming: "Depending on your bank, it can take up to 10 days to show on your statement.",
    creditNoteAttached: (n) => `The credit note ${n} is attached as a PDF.`,
    noPaymentTaken: "No payment was taken for this order.",
    statusLink: "See your order's status at any time:",
    questions: "Questions about your order? Simply reply to this e-mail.",
    seller: "Seller",
    vatId: "VAT ID",
  },
  de: {
    subjects: {
      confirmation: (n) => `Ihre Bestellung ${n} ist bestätigt`,
      shipped: (n) => `Ihre Bestellung ${n} ist unterwegs`,
      cancelled: (n) => `Ihre Bestellung ${n} wurde storniert`,
      refunded: (n) => `Ihre Erstattung zur Bestellung ${n}`,
    },
    greeting: (name) => `Hallo ${name},`,
    intro: {
      confirmation: () =>
        "vielen Dank für Ihre Bestellung. Wir haben Ihre Zahlung erhalten und versenden Ihr Testkit in neutraler Verpackung.",
      shipped: (n) => `gute Nachricht: Ihre Bestellung ${n} hat unser Lager in neutraler Verpackung verlassen.`,
      cancelled: (n) => `Ihre Bestellung ${n} wurde storniert.`,
      refunded: (n) => `wir haben Ihre Bestellung ${n} erstattet.`,
    },
    orderNumber: "Bestellnummer",
    date: "Datum",
    items: "Artikel",
    shipping: "Versand",
    free: "Kostenlos",
    total: "Gesamtsumme",
    vat: (amount) => `inkl. MwSt. ${amount}`,
    paymentMethod: "Zahlungsart",
    paymentMethods: { CARD: "Karte", PAYPAL: "PayPal" },
    shippingAddress: "Lieferadresse",
    billingAddress: "Rechnungsadresse",
    sameAddress: "Wie die Lieferadresse",
    invoiceAttached: (n) => `Ihre Rechnung ${n} finden Sie als PDF im Anhang.`,
    carrier: "Versanddienstleister",
    trackingNumber: "Sendungsnummer",
    trackParcel: "Sendung verfolgen",
    refundOf: (amount, method) => `Wir haben ${amount} auf Ihre Zahlungsart ${method} erstattet.`,
    refundTiming: "Je nach Bank kann es bis zu 10 Tage dauern, bis der Betrag auf Ihrem Konto erscheint.",
    creditNoteAttached: (n) => `Die Gutschrift ${n} finden Sie als PDF im Anhang.`,
    noPaymentTaken: "Für diese Bestellung wurde nichts abgebucht.",
    statusLink: "Den Stand Ihrer Bestellung sehen Sie jederzeit hier:",
    questions: "Fragen zu Ihrer Bestellung? Antworten Sie einfach auf diese E-Mail.",
    seller: "Verkäufer",
    vatId: "USt-IdNr.",
  },
  bg: {
    subjects: {
      confirmation: (n) => `Поръчката ви ${n} е потвърдена`,
      shipped: (n) => `Поръчката ви ${n} е на път`,
      cancelled: (n) => `Поръчката ви ${n} е анулирана`,
      refunded: (n) => `Възстановена сума по поръчка ${n}`,
    },
    greeting: (name) => `Здравейте, ${name},`,
    intro: {
      confirmation: () =>
        "благодарим ви за поръчката. Получихме плащането ви и ще изпратим теста в дискретна опаковка.",
      shipped: (n) => `добра новина: поръчката ви ${n} напусна склада ни в дискретна опаковка.`,
      cancelled: (n) => `поръчката ви ${n} е анулирана.`,
      refunded: (n) => `възстановихме сумата по поръчката ви ${n}.`,
    },
    orderNumber: "Номер на поръчката",
    date: "Дата",
    items: "Артикули",
    shipping: "Доставка",
    free: "Безплатна",
    total: "Обща сума",
    vat: (amount) => `вкл. ДДС ${amount}`,
    paymentMethod: "Начин на плащане",
    paymentMethods: { CARD: "карта", PAYPAL: "PayPal" },
    shippingAddress: "Адрес за доставка",
    billingAddress: "Адрес за фактуриране",
    sameAddress: "Същият като адреса за доставка",
    invoiceAttached: (n) => `Фактура ${n} е приложена като PDF.`,
    carrier: "Куриер",
    trackingNumber: "Номер на пратката",
    trackParcel: "Проследете пратката",
    refundOf: (amount, method) => `Възстановихме ${amount} по вашия начин на плащане (${method}).`,
    refundTiming: "В зависимост от банката ви може да отнеме до 10 дни, докато сумата се появи в извлечението.",
    creditNoteAttached: (n) => `Кредитно известие ${n} е приложено като PDF.`,
    noPaymentTaken: "За тази поръчка не е удържано плащане.",
    statusLink: "Вижте състоянието на поръчката си по всяко време:",
    questions: "Въпроси относно поръчката? Просто отговорете на този имейл.",
    seller: "Продавач",
    vatId: "ДДС номер",
  },
};

/** The order status page with the order's number filled in (storefront route /{lang}/order-status). */
export function orderStatusUrl(publicUrl: string, order: { language: Language; number: string }): string {
  return `${publicUrl}/${order.language}/order-status?number=${encodeURIComponent(order.number)}`;
}

/**
 * A mail as blocks: each is a paragraph of lines, a table of amounts, or a link. Text and HTML are
 * written from the same blocks, so the two parts of a message never say different things.
 */
type Block =
  | { kind: "lines"; lines: readonly string[]; heading?: string; small?: boolean }
  | { kind: "amounts"; heading: string; rows: { label: string; amount: string; strong?: boolean; note?: string }[] }
  | { kind: "link"; label: string; url: string };

function renderBlocks(language: Language, blocks: Block[]): { text: string; html: string } {
  const text = blocks
    .map((block) => {
      if (block.kind === "lines") return [...(block.heading ? [`${block.heading}:`] : []), ...block.lines].join("\n");
      if (block.kind === "link") return `${block.label}\n${block.url}`;
      return [
        `${block.heading}:`,
        ...block.rows.map((row) => `  ${row.label}  ${row.amount}${row.note ? ` (${row.note})` : ""}`),
      ].join("\n");
    })
    .join("\n\n");
  const cell = 'style="padding:4px 0"';
  const html = blocks
    .map((block) => {
      if (block.kind === "lines") {
        const style = block.small ? ' style="font-size:12px;color:#5b6b6c"' : "";
        const heading = block.heading ? `<strong>${escapeHtml(block.heading)}</strong><br>` : "";
        return `<p${style}>${heading}${block.lines.map(escapeHtml).join("<br>")}</p>`;
      }
      if (block.kind === "link")
        return `<p>${escapeHtml(block.label)}<br><a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a></p>`;
      const rows = block.rows.map((row) => {
        const open = row.strong ? "<strong>" : "";
        const close = row.strong ? "</strong>" : "";
        const note = row.note ? `<br><small>${escapeHtml(row.note)}</small>` : "";
        return `<tr><td ${cell}>${open}${escapeHtml(row.label)}${close}</td><td align="right" ${cell}>${open}${escapeHtml(row.amount)}${close}${note}</td></tr>`;
      });
      return `<table style="width:100%;border-collapse:collapse" role="presentation">\n<tr><th align="left" colspan="2">${escapeHtml(block.heading)}</th></tr>\n${rows.join("\n")}\n</table>`;
    })
    .join("\n");
  return {
    text,
    html: `<!doctype html>\n<html lang="${language}"><body style="font-family:Arial,sans-serif;color:#17292a;max-width:560px">\n${html}\n</body></html>`,
  };
}

function addressLines(address: MailAddress, language: Language): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address,
    `${address.postCode} ${address.city}`,
    countryName(address.country, language),
  ];
}

const sameAddress = (a: MailAddress, b: MailAddress) =>
  (["firstName", "lastName", "address", "city", "postCode", "country"] as const).every((key) => a[key] === b[key]);

function shippingOf(order: MailOrder): MailAddress {
  const address = order.addresses.find((a) => a.kind === "SHIPPING") ?? order.addresses[0];
  if (!address) throw new Error(`order ${order.number} has no address`);
  return address;
}

/** The seller's identity and the legal texts every e-mail closes with. */
function legalBlocks(order: MailOrder, shop: MailShop, withWithdrawal: boolean): Block[] {
  const copy = COPY[order.language];
  const legal = shop.legal[order.language];
  const { seller } = shop;
  const sellerLines = [
    seller.legalName,
    ...seller.addressLines,
    countryName(seller.country, order.language),
    `${copy.vatId}: ${seller.vatId}`,
    ...(seller.registration ? [seller.registration] : []),
  ];
  const blocks: Block[] = [];
  if (withWithdrawal) blocks.push({ kind: "lines", lines: [legal.withdrawal], small: true });
  if (legal.notice) blocks.push({ kind: "lines", lines: [legal.notice], small: true });
  blocks.push({ kind: "lines", heading: copy.seller, lines: sellerLines, small: true });
  return blocks;
}

/** The shopper's e-mail of `kind` for the order, in its language. */
export function renderOrderMail(kind: OrderMailKind, order: MailOrder, shop: MailShop): RenderedMail {
  const copy = COPY[order.language];
  const price = (cents: number) => formatPrice(cents, order.language);
  const day = (date: Date) => new Intl.DateTimeFormat(LOCALES[order.language], { dateStyle: "long" }).format(date);
  const shipping = shippingOf(order);
  const billing = order.addresses.find((a) => a.kind === "BILLING");
  const name = `${shipping.firstName} ${shipping.lastName}`.trim();
  const method = copy.paymentMethods[order.paymentMethod];
  const blocks: Block[] = [
    { kind: "lines", lines: [copy.greeting(name)] },
    { kind: "lines", lines: [copy.intro[kind](order.number)] },
  ];

  if (kind === "confirmation") {
    blocks.push(
      {
        kind: "lines",
        lines: [
          `${copy.orderNumber}: ${order.number}`,
          `${copy.date}: ${day(order.paidAt ?? order.createdAt)}`,
          `${copy.paymentMethod}: ${method}`,
        ],
      },
      {
        kind: "amounts",
        heading: copy.items,
        rows: [
          ...order.items.map((item) => ({
            label: `${item.quantity} × ${item.name}`,
            amount: price(item.unitPriceCents * item.quantity),
          })),
          { label: copy.shipping, amount: order.shippingCents === 0 ? copy.free : price(order.shippingCents) },
          {
            label: copy.total,
            amount: price(order.totalCents),
            strong: true,
            note: copy.vat(price(order.vatCents)),
          },
        ],
      },
      { kind: "lines", heading: copy.shippingAddress, lines: addressLines(shipping, order.language) },
      {
        kind: "lines",
        heading: copy.billingAddress,
        lines: !billing || sameAddress(billing, shipping) ? [copy.sameAddress] : addressLines(billing, order.language),
      },
    );
    if (order.invoiceNumber) blocks.push({ kind: "lines", lines: [copy.invoiceAttached(order.invoiceNumber)] });
  }

  if (kind === "shipped") {
    const carrier = carrierName(order.carrier);
    const lines = [
      `${copy.orderNumber}: ${order.number}`,
      ...(carrier ? [`${copy.carrier}: ${carrier}`] : []),
      ...(order.trackingNumber ? [`${copy.trackingNumber}: ${order.trackingNumber}`] : []),
    ];
    blocks.push({ kind: "lines", lines });
    const tracking = trackingUrl(order.carrier, order.trackingNumber);
    if (tracking) blocks.push({ kind: "link", label: copy.trackParcel, url: tracking });
    blocks.push({ kind: "lines", heading: copy.shippingAddress, lines: addressLines(shipping, order.language) });
  }

  if (kind === "cancelled" || kind === "refunded") {
    if (order.paidAt && order.creditNoteNumber)
      blocks.push({
        kind: "lines",
        lines: [
          copy.refundOf(price(order.totalCents), method),
          copy.refundTiming,
          copy.creditNoteAttached(order.creditNoteNumber),
        ],
      });
    else if (!order.paidAt) blocks.push({ kind: "lines", lines: [copy.noPaymentTaken] });
  }

  blocks.push(
    { kind: "link", label: copy.statusLink, url: orderStatusUrl(shop.publicUrl, order) },
    { kind: "lines", lines: [copy.questions] },
    ...legalBlocks(order, shop, kind === "confirmation" || kind === "shipped"),
  );
  return { subject: copy.subjects[kind](order.number), ...renderBlocks(order.language, blocks) };
}

/** The shop's own notice of a paid order, for SHOP_EMAIL: what staff need to act, in English. */
export function renderStaffNotice(order: MailOrder, shop: MailShop): RenderedMail {
  const price = (cents: number) => formatPrice(cents, "en");
  const shipping = shippingOf(order);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const blocks: Block[] = [
    {
      kind: "lines",
      lines: [
        `Order ${order.number} was paid: ${price(order.totalCents)} by ${COPY.en.paymentMethods[order.paymentMethod].toLowerCase()}, ${units} ${units === 1 ? "unit" : "units"}, to ship to ${countryName(shipping.country, "en")}.`,
        `Customer: ${order.email} (writes in ${{ en: "English", de: "German", bg: "Bulgarian" }[order.language]}).`,
        ...(order.invoiceNumber ? [`Invoice: ${order.invoiceNumber}.`] : []),
      ],
    },
    {
      kind: "amounts",
      heading: "To pack",
      rows: order.items.map((item) => ({
        label: `${item.quantity} × ${item.name}`,
        amount: price(item.unitPriceCents * item.quantity),
      })),
    },
    { kind: "lines", heading: "Ship to", lines: addressLines(shipping, "en") },
    { kind: "link", label: "Open the order in the console:", url: `${shop.publicUrl}/admin#/orders/${order.id}/show` },
  ];
  return {
    subject: `New order ${order.number}: ${price(order.totalCents)} to ${shipping.country}`,
    ...renderBlocks("en", blocks),
  };
}
