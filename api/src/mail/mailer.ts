// Sends the shop's e-mails (the outbox worker calls it, api/src/outbox/): through SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox as
// .eml files (open them with any mail client), so an offline shop still shows what it would send.
import { mkdir, readdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { SHOP_NAME } from "./layout.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** For the .eml file's name. */
  tag: string;
  /** A fixed Message-ID (the outbox's, the same on every attempt); nodemailer makes one up otherwise. */
  messageId?: string;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post of newsletter e-mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where an offline shop keeps the copies of what it would have sent (DATA_DIR/outbox). */
export const mailCopiesDir = (dataDir: string) => join(dataDir, "outbox");

/** A copy's name: its sending time, then its tag (made file-safe). */
const copyName = (tag: string, at: Date) =>
  `${at.toISOString().replace(/[:.]/g, "-")}-${tag.replace(/[^\w-]/g, "_")}.eml`;
const COPY_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-(.+)\.eml$/;

/**
 * Deletes the offline copies whose tag `matches` (an erased customer's e-mails: tags start with
 * their order's number, or are `newsletter-<id>`); answers how many. No folder: nothing to delete.
 */
export async function deleteMailCopies(dir: string, matches: (tag: string) => boolean): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  let deleted = 0;
  for (const name of names) {
    const tag = COPY_NAME.exec(name)?.[1];
    if (tag === undefined || !matches(tag)) continue;
    await unlink(join(dir, name));
    deleted++;
  }
  return deleted;
}

/** `from`: MAIL_FROM, the one sender of every e-mail (README, "Configuration"). */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const from = { name: SHOP_NAME, address: options.from };
  if (options.smtpUrl) {
    // Bounded waits: an unreachable mail server delays an e-mail by seconds, not minutes (it is then
    // retried from the outbox), and a send always ends well within its outbox lease (outbox/worker.ts).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send({ to, subject, text, html, messageId, attachments, headers }) {
        await transport.sendMail({ from, to, subject, text, html, messageId, attachments, headers });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ to, subject, text, html, tag, messageId, attachments, headers }) {
      const info = await transport.sendMail({ from, to, subject, text, html, messageId, attachments, headers });
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(join(options.outboxDir, copyName(tag, new Date())), info.message as Buffer);
    },
  };
}
