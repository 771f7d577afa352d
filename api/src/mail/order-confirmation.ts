// The order confirmation e-mail, in the order's language (plain text and HTML).
import { formatPrice, LOCALES, type Language } from "@shop/shared";
import { countryName } from "@shop/shared/countries";

export interface ConfirmationOrder {
  number: string;
  language: Language;
  totalCents: number;
  vatCents: number;
  shippingCents: number;
  paidAt: Date;
  items: { name: string; quantity: number; unitPriceCents: number }[];
  shipping: { firstName: string; lastName: string; address: string; city: string; postCode: string; country: string };
}

const COPY: Record<
  Language,
  {
    subject: (number: string) => string;
    greeting: (name: string) => string;
    intro: string;
    orderNumber: string;
    date: string;
    items: string;
    shipping: string;
    free: string;
    total: string;
    vat: (amount: string) => string;
    address: string;
    questions: string;
  }
> = {
  en: {
    subject: (number) => `Your order ${number} is confirmed`,
    greeting: (name) => `Hello ${name},`,
    intro: "thank you for your order. We have received your payment and will ship your kit in discreet packaging.",
    orderNumber: "Order number",
    date: "Date",
    items: "Items",
    shipping: "Shipping",
    free: "Free",
    total: "Total",
    vat: (amount) => `incl. VAT ${amount}`,
    address: "Shipping address",
    questions: "Questions about your order? Simply reply to this e-mail.",
  },
  de: {
    subject: (number) => `Ihre Bestellung ${number} ist bestätigt`,
    greeting: (name) => `Hallo ${name},`,
    intro:
      "vielen Dank für Ihre Bestellung. Wir haben Ihre Zahlung erhalten und versenden Ihr Testkit in neutraler Verpackung.",
    orderNumber: "Bestellnummer",
    date: "Datum",
    items: "Artikel",
    shipping: "Versand",
    free: "Kostenlos",
    total: "Gesamtsumme",
    vat: (amount) => `inkl. MwSt. ${amount}`,
    address: "Lieferadresse",
    questions: "Fragen zu Ihrer Bestellung? Antworten Sie einfach auf diese E-Mail.",
  },
  bg: {
    subject: (number) => `Поръчката ви ${number} е потвърдена`,
    greeting: (name) => `Здравейте, ${name},`,
    intro: "благодарим ви за поръчката. Получихме плащането ви и ще изпратим теста в дискретна опаковка.",
    orderNumber: "Номер на поръчката",
    date: "Дата",
    items: "Артикули",
    shipping: "Доставка",
    free: "Безплатна",
    total: "Обща сума",
    vat: (amount) => `вкл. ДДС ${amount}`,
    address: "Адрес за доставка",
    questions: "Въпроси относно поръчката? Просто отговорете на този имейл.",
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!,
  );

export function renderOrderConfirmation(order: ConfirmationOrder): { subject: string; text: string; html: string } {
  const copy = COPY[order.language];
  const price = (cents: number) => formatPrice(cents, order.language);
  const date = new Intl.DateTimeFormat(LOCALES[order.language], { dateStyle: "long" }).format(order.paidAt);
  const { shipping: to } = order;
  const name = `${to.firstName} ${to.lastName}`.trim();
  const address = [name, to.address, `${to.postCode} ${to.city}`, countryName(to.country, order.language)];
  const lines = order.items.map((item) => ({
    label: `${item.quantity} × ${item.name}`,
    amount: price(item.unitPriceCents * item.quantity),
  }));
  const shippingCost = order.shippingCents === 0 ? copy.free : price(order.shippingCents);

  const text = [
    copy.greeting(name),
    "",
    copy.intro,
    "",
    `${copy.orderNumber}: ${order.number}`,
    `${copy.date}: ${date}`,
    "",
    `${copy.items}:`,
    ...lines.map((line) => `  ${line.label}  ${line.amount}`),
    `  ${copy.shipping}  ${shippingCost}`,
    `${copy.total}: ${price(order.totalCents)} (${copy.vat(price(order.vatCents))})`,
    "",
    `${copy.address}:`,
    ...address.map((line) => `  ${line}`),
    "",
    copy.questions,
    "",
    "TestKit Europe",
  ].join("\n");

  const cell = 'style="padding:4px 0"';
  const html = `<!doctype html>
<html lang="${order.language}"><body style="font-family:Arial,sans-serif;color:#17292a;max-width:560px">
<p>${escapeHtml(copy.greeting(name))}</p>
<p>${escapeHtml(copy.intro)}</p>
<p><strong>${escapeHtml(copy.orderNumber)}:</strong> ${escapeHtml(order.number)}<br><strong>${escapeHtml(copy.date)}:</strong> ${escapeHtml(date)}</p>
<table style="width:100%;border-collapse:collapse" role="presentation">
<tr><th align="left" colspan="2">${escapeHtml(copy.items)}</th></tr>
${lines.map((line) => `<tr><td ${cell}>${escapeHtml(line.label)}</td><td align="right" ${cell}>${escapeHtml(line.amount)}</td></tr>`).join("\n")}
<tr><td ${cell}>${escapeHtml(copy.shipping)}</td><td align="right" ${cell}>${escapeHtml(shippingCost)}</td></tr>
<tr><td ${cell}><strong>${escapeHtml(copy.total)}</strong></td><td align="right" ${cell}><strong>${escapeHtml(price(order.totalCents))}</strong><br><small>${escapeHtml(copy.vat(price(order.vatCents)))}</small></td></tr>
</table>
<p><strong>${escapeHtml(copy.address)}</strong><br>${address.map(escapeHtml).join("<br>")}</p>
<p>${escapeHtml(copy.questions)}</p>
<p>TestKit Europe</p>
</body></html>`;

  return { subject: copy.subject(order.number), text, html };
}
