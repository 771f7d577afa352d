// The e-mails the shop under test sent: without SMTP_URL it writes each one to DATA_DIR/outbox as
// an .eml file (api/src/mail/mailer.ts), so a journey can open the link a shopper would click.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The message as its reader sees it: quoted-printable undone (soft line breaks, =XX bytes). */
function decoded(eml: string): string {
  const bytes = eml
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Every e-mail written so far to `to` (decoded, oldest first). */
export function mailsTo(dataDir: string, to: string): string[] {
  const outbox = join(dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => readFileSync(join(outbox, name), "utf8"))
    .filter((eml) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\r?$`, "m").test(eml))
    .map(decoded);
}

/** The newsletter e-mail's confirmation and unsubscribe links in a decoded e-mail. */
export function newsletterLinks(mail: string): { confirm: string; unsubscribe: string } {
  const link = (action: string) =>
    new RegExp(`https?://[^\\s"<>]+/api/newsletter/${action}\\?token=[\\w.-]+`).exec(mail)?.[0];
  const confirm = link("confirm");
  const unsubscribe = link("unsubscribe");
  if (!confirm || !unsubscribe) throw new Error(`no newsletter links in:\n${mail}`);
  return { confirm, unsubscribe };
}
