// Sends the shop's e-mails (the outbox worker calls it, api/src/outbox/): through SMTP when SMTP_URL is set, otherwise into DATA_DIR/outbox as
// .eml files (open them with any mail client), so an offline shop still shows what it would send.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

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

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  const from = { name: "TestKit Europe", address: options.from };
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
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${tag.replace(/[^\w-]/g, "_")}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
