// The e-mails of an order, in the order's language (plain text and HTML): the confirmation once it
// is paid, and one for each step staff take afterwards (shipped, cancelled, refunded). Each names
// the seller, links to the order status page and to the withdrawal function with the number
// filled in, and to the withdrawal information with the model withdrawal form (the storefront's
// /{lang}/withdrawal); the confirmation and the shipped e-mail also carry the right of withdrawal
// (legal-texts.ts). The texts are the
// API's messages (api/src/messages), the layout is every e-mail's (layout.ts). No subject names a product: what someone ordered from a health shop is health
// data, and subjects show in notifications and lock screens (docs/behaviour.md §6). The staff's copy
// of a new order is a notice in English for the shop's inbox, not the shopper's text. Pure: the
// outbox handlers (api/src/orders/order-mail-outbox.ts) read the order and send what this returns.
import { formatPrice, languageName, LOCALES, type Language, type OrderStatus, type PaymentMethod } from "@shop/shared";
import { carrierName, trackingUrl } from "@shop/shared/carriers";
import { countryName, postalAddressLines } from "@shop/shared/countries";
import { deliveryDays } from "@shop/shared/delivery";
import type { InvoiceSeller } from "../invoices/invoice-document.ts";
import { registerDetails } from "../invoices/seller.ts";
import { fill, messages } from "../messages/index.ts";
import { renderMail, type Block, type MailButton, type MailItem } from "./layout.ts";
import type { LegalTexts } from "./legal-texts.ts";

export type OrderMailKind = "confirmation" | "processing" | "payment_failed" | "shipped" | "cancelled" | "refunded";

interface MailAddress {
  firstName: string;
  lastName: string;
  /** Empty (or absent) when the shopper gave none, as is addressLine2. */
  company?: string;
  address: string;
  addressLine2?: string;
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
  /** The discount code's reduction (0 without one) and the code. */
  discountCents?: number;
  discountCode?: string | null;
  shippingCents: number;
  vatCents: number;
  totalCents: number;
  createdAt: Date;
  paidAt: Date | null;
  carrier: string | null;
  trackingNumber: string | null;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  /**
   * With the VAT rates they recorded when the order was placed (api/src/invoices/order-vat.ts), and
   * the product's picture when it still has one (an absolute link, orderItemImages()).
   */
  items: {
    name: string;
    quantity: number;
    unitPriceCents: number;
    vatRate: number;
    imageUrl?: string | null;
    /** The product is sealed for hygiene: the right of withdrawal ends once its seal is broken. */
    sealedForHygiene?: boolean;
  }[];
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

/** The order status page with the order's number filled in (storefront route /{lang}/order-status). */
export function orderStatusUrl(publicUrl: string, order: { language: Language; number: string }): string {
  return `${publicUrl}/${order.language}/order-status?number=${encodeURIComponent(order.number)}`;
}

/** The withdrawal function with the order's number filled in (storefront route /{lang}/withdraw). */
export function withdrawUrl(publicUrl: string, order: { language: Language; number: string }): string {
  return `${publicUrl}/${order.language}/withdraw?number=${encodeURIComponent(order.number)}`;
}

/** The button to the order's status page, which every e-mail to the shopper about an order has. */
function orderStatusButton(publicUrl: string, order: { language: Language; number: string }): MailButton {
  const copy = messages(order.language).orderMail;
  return { lead: copy.statusLink, label: copy.statusButton, url: orderStatusUrl(publicUrl, order) };
}

/** The link to withdraw from the order, which every e-mail to the shopper about an order has. */
function withdrawLinkBlock(publicUrl: string, order: { language: Language; number: string }): Block {
  return { kind: "link", label: messages(order.language).orderMail.withdrawLink, url: withdrawUrl(publicUrl, order) };
}

/** The withdrawal information and model withdrawal form (storefront route /{lang}/withdrawal). */
function withdrawalUrl(publicUrl: string, language: Language): string {
  return `${publicUrl}/${language}/withdrawal`;
}

const sameAddress = (a: MailAddress, b: MailAddress) =>
  (["firstName", "lastName", "company", "address", "addressLine2", "city", "postCode", "country"] as const).every(
    (key) => (a[key] ?? "") === (b[key] ?? ""),
  );

function shippingOf(order: MailOrder): MailAddress {
  const address = order.addresses.find((a) => a.kind === "SHIPPING") ?? order.addresses[0];
  if (!address) throw new Error(`order ${order.number} has no address`);
  return address;
}

/** The seller's name and postal address, its country in `language`. */
export function sellerAddressLines(seller: InvoiceSeller, language: Language): string[] {
  return [seller.legalName, ...seller.addressLines, countryName(seller.country, language)];
}

/** The seller's identity and the legal texts every e-mail closes with (the layout's footer). */
export function legalBlocks(language: Language, shop: MailShop, withWithdrawal: boolean): Block[] {
  const copy = messages(language).orderMail;
  const legal = shop.legal[language];
  const { seller } = shop;
  const register = registerDetails(seller, language);
  const sellerLines = [
    ...sellerAddressLines(seller, language),
    `${copy.vatId}: ${seller.vatId}`,
    ...register.entry,
    ...(register.directors ? [register.directors] : []),
  ];
  const blocks: Block[] = [];
  if (withWithdrawal) blocks.push({ kind: "lines", lines: [legal.withdrawal], small: true });
  blocks.push({ kind: "link", label: copy.withdrawalLink, url: withdrawalUrl(shop.publicUrl, language), small: true });
  if (legal.notice) blocks.push({ kind: "lines", lines: [legal.notice], small: true });
  blocks.push({ kind: "lines", heading: copy.seller, lines: sellerLines, small: true });
  return blocks;
}

/** One refund an e-mail is about: what it gave back and its credit note; partial while money remains. */
export interface MailRefund {
  amountCents: number;
  creditNoteNumber: string | null;
  partial: boolean;
}

/** The order's lines as the layout shows them: with their pictures, with their amounts or without. */
function mailItems(order: MailOrder, withAmounts: boolean): MailItem[] {
  return order.items.map((item) => ({
    name: item.name,
    quantity: item.quantity,
    amount: withAmounts ? formatPrice(item.unitPriceCents * item.quantity, order.language) : undefined,
    imageUrl: item.imageUrl ?? undefined,
  }));
}

/** A failed delayed payment a "payment_failed" e-mail is about: the bank's words. */
export interface MailPaymentFailure {
  detail: string | null;
}

/**
 * The shopper's e-mail of `kind`, in the order's language. A refunded e-mail about one refund
 * (`refund`) states that refund's amount and credit note; without one, the order's total and its
 * latest credit note.
 */
export function renderOrderMail(
  kind: OrderMailKind,
  order: MailOrder,
  shop: MailShop,
  refund?: MailRefund,
  failure?: MailPaymentFailure,
): RenderedMail {
  const copy = messages(order.language).orderMail;
  const { number } = order;
  const price = (cents: number) => formatPrice(cents, order.language);
  const day = (date: Date) => new Intl.DateTimeFormat(LOCALES[order.language], { dateStyle: "long" }).format(date);
  const shipping = shippingOf(order);
  const billing = order.addresses.find((a) => a.kind === "BILLING");
  const name = `${shipping.firstName} ${shipping.lastName}`.trim();
  const method = order.totalCents === 0 ? copy.noPayment : copy.paymentMethods[order.paymentMethod];
  const rates = new Set(order.items.map((item) => item.vatRate));
  const rate =
    rates.size === 1
      ? new Intl.NumberFormat(LOCALES[order.language], { style: "percent", maximumFractionDigits: 1 }).format(
          [...rates][0] / 100,
        )
      : undefined;
  const subject = fill(copy.subjects[kind], { number });
  const intro = [
    fill(copy.greeting, { name }),
    refund?.partial ? fill(copy.refundedPart, { number }) : fill(copy.intro[kind], { number }),
  ];
  const buttons: MailButton[] = [];
  const blocks: Block[] = [];
  let items;

  if (kind === "confirmation") {
    const vat = { amount: price(order.vatCents), rate: rate ?? "" };
    items = {
      heading: copy.items,
      items: mailItems(order, true),
      totals: [
        ...(order.discountCents
          ? [
              {
                label: fill(copy.discount, { code: order.discountCode ?? "" }),
                amount: `−${price(order.discountCents)}`,
              },
            ]
          : []),
        { label: copy.shipping, amount: order.shippingCents === 0 ? copy.free : price(order.shippingCents) },
        {
          label: copy.total,
          amount: price(order.totalCents),
          strong: true,
          note: fill(rate ? copy.vatAtRate : copy.vat, vat),
        },
      ],
    };
    blocks.push(
      {
        kind: "lines",
        lines: [
          `${copy.orderNumber}: ${number}`,
          `${copy.date}: ${day(order.paidAt ?? order.createdAt)}`,
          `${copy.paymentMethod}: ${method}`,
          fill(copy.deliveryTime, {
            ...deliveryDays(shipping.country),
            country: countryName(shipping.country, order.language),
          }),
        ],
      },
      { kind: "lines", heading: copy.shippingAddress, lines: postalAddressLines(shipping, order.language) },
      {
        kind: "lines",
        heading: copy.billingAddress,
        lines:
          !billing || sameAddress(billing, shipping) ? [copy.sameAddress] : postalAddressLines(billing, order.language),
      },
    );
    if (order.invoiceNumber)
      blocks.push({ kind: "lines", lines: [fill(copy.invoiceAttached, { number: order.invoiceNumber })] });
    // The outbox attaches it to every confirmation (api/src/orders/order-mail-outbox.ts).
    blocks.push({ kind: "lines", lines: [messages(order.language).legalDocument.attached] });
  }

  if (kind === "processing")
    blocks.push({
      kind: "lines",
      lines: [
        `${copy.orderNumber}: ${order.number}`,
        `${copy.paymentMethod}: ${method}`,
        `${copy.total}: ${price(order.totalCents)}`,
        copy.processingNext,
      ],
    });

  if (kind === "payment_failed") {
    blocks.push({
      kind: "lines",
      lines: [
        `${copy.orderNumber}: ${order.number}`,
        `${copy.paymentMethod}: ${method}`,
        ...(failure?.detail ? [fill(copy.paymentFailedReason, { detail: failure.detail })] : []),
        copy.noPaymentTaken,
      ],
    });
    blocks.push({ kind: "link", label: copy.payAgainLink, url: orderStatusUrl(shop.publicUrl, order) });
  }

  if (kind === "shipped") {
    const carrier = carrierName(order.carrier);
    items = { heading: copy.items, items: mailItems(order, false) };
    const tracking = trackingUrl(order.carrier, order.trackingNumber, order.language);
    if (tracking) buttons.push({ label: copy.trackButton, url: tracking });
    blocks.push(
      {
        kind: "lines",
        lines: [
          `${copy.orderNumber}: ${number}`,
          ...(carrier ? [`${copy.carrier}: ${carrier}`] : []),
          ...(order.trackingNumber ? [`${copy.trackingNumber}: ${order.trackingNumber}`] : []),
        ],
      },
      { kind: "lines", heading: copy.shippingAddress, lines: postalAddressLines(shipping, order.language) },
    );
  }

  const refundLines = (amountCents: number, creditNote: string | null) => [
    fill(copy.refundTo[order.paymentMethod], { amount: price(amountCents) }),
    copy.refundTiming,
    ...(creditNote ? [fill(copy.creditNoteAttached, { number: creditNote })] : []),
  ];
  if (kind === "refunded" && refund)
    blocks.push({ kind: "lines", lines: refundLines(refund.amountCents, refund.creditNoteNumber) });
  else if (kind === "cancelled" || kind === "refunded") {
    if (order.paidAt && order.creditNoteNumber)
      blocks.push({ kind: "lines", lines: refundLines(order.totalCents, order.creditNoteNumber) });
    else if (!order.paidAt) blocks.push({ kind: "lines", lines: [copy.noPaymentTaken] });
  }

  // The e-mails that carry the right of withdrawal say, for the order's sealed kits, when it ends.
  const sealed = order.items.filter((item) => item.sealedForHygiene).map((item) => item.name);
  if ((kind === "confirmation" || kind === "shipped") && sealed.length > 0)
    blocks.push({ kind: "lines", lines: [fill(copy.sealedItems, { items: sealed.join(", ") })] });

  buttons.push(orderStatusButton(shop.publicUrl, order));
  blocks.push(withdrawLinkBlock(shop.publicUrl, order), { kind: "lines", lines: [copy.questions] });
  return {
    subject,
    ...renderMail({
      language: order.language,
      publicUrl: shop.publicUrl,
      title: subject,
      intro,
      items,
      buttons,
      blocks,
      footer: legalBlocks(order.language, shop, kind === "confirmation" || kind === "shipped"),
    }),
  };
}

/** The shop's own notice of a paid order, for SHOP_EMAIL: what staff need to act, in English. */
export function renderStaffNotice(order: MailOrder, shop: MailShop): RenderedMail {
  const price = (cents: number) => formatPrice(cents, "en");
  const shipping = shippingOf(order);
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const subject = `New order ${order.number}: ${price(order.totalCents)} to ${shipping.country}`;
  return {
    subject,
    ...renderMail({
      language: "en",
      publicUrl: shop.publicUrl,
      title: subject,
      intro: [
        `Order ${order.number} was paid: ${price(order.totalCents)} by ${messages("en").orderMail.paymentMethods[order.paymentMethod].toLowerCase()}, ${units} ${units === 1 ? "unit" : "units"}, to ship to ${countryName(shipping.country, "en")}.`,
        `Customer: ${order.email} (writes in ${languageName(order.language, "en")}).`,
        ...(order.invoiceNumber ? [`Invoice: ${order.invoiceNumber}.`] : []),
      ],
      items: { heading: "To pack", items: mailItems({ ...order, language: "en" }, true) },
      blocks: [
        { kind: "lines", heading: "Ship to", lines: postalAddressLines(shipping, "en") },
        {
          kind: "link",
          label: "Open the order in the console:",
          url: `${shop.publicUrl}/admin#/orders/${order.id}/show`,
        },
      ],
    }),
  };
}
