// The one layout of every e-mail the shop sends: the shop's logo and name, a title, the intro,
// optionally the items (with their pictures) and buttons, then the mail's own blocks and its
// small print. Text and HTML are written from the same content, so the two parts of a message
// never say different things. The HTML is tables with inline styles (what mail clients render
// alike), fits a phone's width (viewport, fluid width, long words wrap), and has a dark scheme
// (color-scheme, prefers-color-scheme); nothing in it is a picture of text. Links are buttons or
// labelled links, never a raw address; the text part gives each address under its label.
// Every image is an absolute link to the shop itself (PUBLIC_URL): its logo, its product images.
import type { Language } from "@shop/shared";
import { imageUrl, UPLOADS_PATH } from "../uploads/store.ts";
import { escapeHtml } from "./html.ts";

/** The shop's name next to its logo (a name, the same in every language). */
export const SHOP_NAME = "TestKit Europe";

/** The logo the layout shows: an icon served by the shop itself (storefront/public). */
const logoUrl = (publicUrl: string) => `${publicUrl}/email-logo.png`;

/**
 * A product image's link for an e-mail: its smallest stored width (enough for the layout's 56 px
 * picture on any screen), on the shop's own address, which serves /uploads wherever the files are.
 */
export function mailImageUrl(
  publicUrl: string,
  image: { fileKey: string; widths: number[] } | undefined,
): string | undefined {
  if (!image?.widths.length) return undefined;
  return imageUrl(image.fileKey, Math.min(...image.widths), `${publicUrl}${UPLOADS_PATH}`);
}

interface AmountRow {
  label: string;
  amount: string;
  strong?: boolean;
  note?: string;
}

/** One line of the items: what and how many, its amount when the mail states amounts, its picture. */
export interface MailItem {
  name: string;
  quantity: number;
  amount?: string;
  /** An absolute link (the shop's own /uploads). */
  imageUrl?: string;
}

interface MailItems {
  heading: string;
  items: MailItem[];
  /** Rows under the items: shipping, total. */
  totals?: AmountRow[];
}

/** A button; `lead` is the sentence before it (and its label in the text part). */
export interface MailButton {
  label: string;
  url: string;
  lead?: string;
}

/**
 * A part of a mail: a paragraph of lines, a table of amounts, the items, buttons, or a labelled
 * link (`inline`: label and address on one line in the text part).
 */
export type Block =
  | { kind: "lines"; lines: readonly string[]; heading?: string; small?: boolean }
  | { kind: "amounts"; heading: string; rows: AmountRow[] }
  | ({ kind: "items" } & MailItems)
  | { kind: "buttons"; buttons: MailButton[] }
  | { kind: "link"; label: string; url: string; inline?: boolean; small?: boolean };

export interface MailContent {
  language: Language;
  /** The shop's public origin (PUBLIC_URL): the logo and its link. */
  publicUrl: string;
  title: string;
  /** The opening paragraphs (greeting, what the mail is about). */
  intro: readonly string[];
  items?: MailItems;
  buttons?: MailButton[];
  /** The mail's own content, after the items and buttons. */
  blocks?: Block[];
  /** The small print under a rule: legal texts, the seller, unsubscribing. */
  footer?: Block[];
}

const COLORS = {
  text: "#17292a",
  muted: "#5b6b6c",
  link: "#0b6e69",
  page: "#f1f5f5",
  card: "#ffffff",
  rule: "#d5dfdf",
};
const FONT = "font-family:Arial,Helvetica,sans-serif";

/** Dark mode for the clients that apply it (Apple Mail, iOS, Outlook.com, Thunderbird…). */
const STYLE = `:root{color-scheme:light dark;supported-color-schemes:light dark}
body{margin:0;padding:0;-webkit-text-size-adjust:100%;text-size-adjust:100%}
img{border:0;outline:none;text-decoration:none}
@media (prefers-color-scheme:dark){
.mail-page{background:#0c1516!important}
.mail-card{background:#16282a!important;color:#e4eeee!important}
.mail-muted{color:#a8bdbe!important}
.mail-link{color:#7fdcd0!important}
.mail-button{background:#7fdcd0!important;color:#062523!important}
.mail-rule{border-color:#2e4446!important}
}
@media (max-width:480px){.mail-pad{padding:18px 16px!important}}`;

const rowText = (row: AmountRow) => `  ${row.label}  ${row.amount}${row.note ? ` (${row.note})` : ""}`;
const itemLabel = (item: MailItem) => `${item.quantity} × ${item.name}`;

function blockText(block: Block): string {
  switch (block.kind) {
    case "lines":
      return [...(block.heading ? [`${block.heading}:`] : []), ...block.lines].join("\n");
    case "link":
      return block.inline ? `${block.label}: ${block.url}` : `${block.label}\n${block.url}`;
    case "buttons":
      return block.buttons.map((button) => `${button.lead ?? button.label}\n${button.url}`).join("\n\n");
    case "amounts":
      return [`${block.heading}:`, ...block.rows.map(rowText)].join("\n");
    case "items":
      return [
        `${block.heading}:`,
        ...block.items.map((item) => `  ${itemLabel(item)}${item.amount ? `  ${item.amount}` : ""}`),
        ...(block.totals ?? []).map(rowText),
      ].join("\n");
  }
}

const paragraph = (small?: boolean) =>
  small
    ? `class="mail-muted" style="margin:0 0 14px;font-size:13px;line-height:1.5;color:${COLORS.muted}"`
    : `style="margin:0 0 16px"`;

/** A link's words: its label without the colon that announces the address in the text part. */
const linkWords = (label: string) => label.replace(/:\s*$/, "");

function amountRows(rows: AmountRow[], ruled: boolean): string[] {
  return rows.map((row, index) => {
    const open = row.strong ? "<strong>" : "";
    const close = row.strong ? "</strong>" : "";
    const note = row.note
      ? `<br><small class="mail-muted" style="color:${COLORS.muted}">${escapeHtml(row.note)}</small>`
      : "";
    const rule = ruled && index === 0 ? `border-top:1px solid ${COLORS.rule};` : "";
    const cell = `class="mail-rule" style="${rule}padding:6px 0;vertical-align:top"`;
    return `<tr><td colspan="2" ${cell}>${open}${escapeHtml(row.label)}${close}</td><td align="right" ${cell}>${open}${escapeHtml(row.amount)}${close}${note}</td></tr>`;
  });
}

function button(item: MailButton): string {
  const lead = item.lead ? `<p style="margin:0 0 8px">${escapeHtml(item.lead)}</p>` : "";
  return `${lead}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 18px"><tr><td class="mail-button" style="border-radius:6px;background:${COLORS.link}"><a class="mail-button" href="${escapeHtml(item.url)}" style="display:inline-block;padding:12px 22px;border-radius:6px;background:${COLORS.link};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(item.label)}</a></td></tr></table>`;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case "lines": {
      const heading = block.heading ? `<strong>${escapeHtml(block.heading)}</strong><br>` : "";
      return `<p ${paragraph(block.small)}>${heading}${block.lines.map(escapeHtml).join("<br>")}</p>`;
    }
    case "link":
      return `<p ${paragraph(block.small)}><a class="mail-link" href="${escapeHtml(block.url)}" style="color:${block.small ? COLORS.muted : COLORS.link}">${escapeHtml(linkWords(block.label))}</a></p>`;
    case "buttons":
      return block.buttons.map(button).join("\n");
    case "amounts":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px">\n<tr><th align="left" colspan="3" style="padding:0 0 6px">${escapeHtml(block.heading)}</th></tr>\n${amountRows(block.rows, false).join("\n")}\n</table>`;
    case "items": {
      const rows = block.items.map((item) => {
        const picture = item.imageUrl
          ? `<img src="${escapeHtml(item.imageUrl)}" width="56" height="56" alt="" style="display:block;width:56px;height:56px;border-radius:6px;object-fit:cover">`
          : "";
        const cell = `style="padding:6px 0;vertical-align:middle"`;
        return `<tr><td width="68" ${cell}>${picture}</td><td ${cell}>${escapeHtml(itemLabel(item))}</td><td align="right" style="padding:6px 0 6px 8px;vertical-align:middle;white-space:nowrap">${item.amount ? escapeHtml(item.amount) : ""}</td></tr>`;
      });
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:0 0 16px">\n<tr><th align="left" colspan="3" style="padding:0 0 6px">${escapeHtml(block.heading)}</th></tr>\n${[...rows, ...amountRows(block.totals ?? [], true)].join("\n")}\n</table>`;
    }
  }
}

/** The parts of a mail in their order: intro, items, buttons, the mail's blocks; then the footer. */
function bodyOf(content: MailContent): { main: Block[]; footer: Block[] } {
  return {
    main: [
      ...content.intro.map((line): Block => ({ kind: "lines", lines: [line] })),
      ...(content.items ? [{ kind: "items", ...content.items } satisfies Block] : []),
      ...(content.buttons?.length ? [{ kind: "buttons", buttons: content.buttons } satisfies Block] : []),
      ...(content.blocks ?? []),
    ],
    footer: content.footer ?? [],
  };
}

/** A whole e-mail, plain text and HTML, in the shop's layout. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const { main, footer } = bodyOf(content);
  const text = [content.title, ...[...main, ...footer].map(blockText)].join("\n\n");
  const home = `${content.publicUrl}/${content.language}`;
  const header = `<a href="${escapeHtml(home)}" class="mail-link" style="color:${COLORS.text};text-decoration:none"><img src="${escapeHtml(logoUrl(content.publicUrl))}" width="32" height="32" alt="" style="display:inline-block;width:32px;height:32px;vertical-align:middle;border-radius:8px"> <span style="vertical-align:middle;font-size:18px;font-weight:bold">${SHOP_NAME}</span></a>`;
  const footerHtml = footer.length
    ? `<div class="mail-rule" style="border-top:1px solid ${COLORS.rule};margin-top:24px;padding-top:16px">\n${footer.map(blockHtml).join("\n")}\n</div>`
    : "";
  const html = `<!doctype html>
<html lang="${content.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(content.title)}</title>
<style>${STYLE}</style>
</head>
<body class="mail-page" style="margin:0;padding:0;background:${COLORS.page}">
<div role="main" aria-label="${escapeHtml(content.title)}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="mail-page" style="width:100%;background:${COLORS.page}">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="mail-card" style="width:100%;max-width:600px;background:${COLORS.card};border-radius:8px;color:${COLORS.text};${FONT};font-size:16px;line-height:1.5">
<tr><td class="mail-pad" style="padding:24px 28px;overflow-wrap:anywhere;word-break:break-word">
${header}
<h1 style="margin:20px 0 16px;font-size:22px;line-height:1.3">${escapeHtml(content.title)}</h1>
${main.map(blockHtml).join("\n")}
${footerHtml}
</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>`;
  return { text, html };
}
