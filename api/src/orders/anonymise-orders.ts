// Removes the personal data of orders (docs/behaviour.md §17): for an erasure a customer asked for
// (api/src/admin/customer-data.ts) and for orders past their retention period (api/src/privacy/
// retention.ts), with the same steps. What stays is the order without anyone in it: its number,
// status, dates, items, amounts, the destination country (VAT) and the payment's reference at the
// provider (the books match payments and refunds by it); the frozen invoice and credit note stay
// exactly as issued, buyer included, as tax law requires, until their own period ends.
import { randomBytes } from "node:crypto";
import type { Deps } from "../context.ts";
import { freezeOrderDocuments } from "../invoices/issued-documents.ts";
import { deleteMailCopies, mailCopiesDir } from "../mail/mailer.ts";
import { orderEmail, orderConfirmation } from "./order-mail-outbox.ts";
import { orderWithdrawal } from "./withdrawal-mail.ts";
import type { Tx } from "@shop/db";
import { addEvent } from "./order-records.ts";

/** The history's codes of an erasure on request and of the retention sweep's anonymisation. */
const ERASED_EVENT = "personal_data_erased";
const EXPIRED_EVENT = "personal_data_expired";

/**
 * What replaces an e-mail address: random, so it names nobody and no two orders share it (an erased
 * customer's orders cannot be found together again); `.invalid` can never receive mail (RFC 2606).
 */
const erasedEmail = () => `erased-${randomBytes(12).toString("hex")}@invalid`;

/** Why an order's data goes: a staff member's erasure (with their reason), or the retention period. */
export type Anonymisation = { by: "request"; actor: string; reason: string } | { by: "retention"; actor: string };

export interface AnonymisedCounts {
  orders: number;
  addresses: number;
  withdrawals: number;
  /** Staff notes and history lines whose text went (a note's text, a tracking number). */
  historyEntries: number;
  /** Outbox rows of the orders' e-mails (sent or waiting). */
  emails: number;
}

export const noneAnonymised = (): AnonymisedCounts => ({
  orders: 0,
  addresses: 0,
  withdrawals: 0,
  historyEntries: 0,
  emails: 0,
});

export function addCounts(into: AnonymisedCounts, counts: AnonymisedCounts): AnonymisedCounts {
  for (const key of Object.keys(into) as (keyof AnonymisedCounts)[]) into[key] += counts[key];
  return into;
}

/** The outbox kinds that carry an order's or a withdrawal's e-mails, by the id their payload names. */
const ORDER_MAIL_KINDS = [orderConfirmation.kind, orderEmail.kind];

/**
 * Removes one order's personal data in the caller's transaction; the caller has checked the order
 * may lose it. Its documents are frozen first if they never were, so they keep the buyer.
 */
export async function anonymiseOrder(
  deps: Pick<Deps, "shop">,
  tx: Tx,
  orderId: number,
  why: Anonymisation,
  now: Date,
): Promise<AnonymisedCounts> {
  await freezeOrderDocuments(tx, orderId, deps.shop.seller);
  const order = await tx.order.update({
    where: { id: orderId },
    data: { email: erasedEmail(), clientKey: null, trackingNumber: null, anonymisedAt: now },
    select: { carrier: true, withdrawals: { select: { id: true } } },
  });
  const addresses = await tx.orderAddress.updateMany({
    where: { orderId },
    // The country stays: it decided the VAT rate, and alone it names nobody.
    data: {
      firstName: "",
      lastName: "",
      company: "",
      address: "",
      addressLine2: "",
      city: "",
      postCode: "",
      phone: "",
    },
  });
  // A discount code's use counts per mailbox: the use stays, without the address, and keeps its
  // keyed hash (emailKey), so the erasure does not give the mailbox its uses back (discounts.ts).
  await tx.discountRedemption.updateMany({ where: { orderId }, data: { email: erasedEmail() } });
  const withdrawals = await tx.withdrawal.updateMany({
    where: { orderId },
    data: { name: "", email: erasedEmail(), clientKey: null },
  });
  // A note is free text about the customer; a shipment's line names its tracking number. Every
  // English line goes (the console words events from their codes); the codes and dates stay.
  const notes = await tx.orderEvent.updateMany({ where: { orderId, message: { not: null } }, data: { message: null } });
  await tx.orderEvent.updateMany({
    where: { orderId, type: "status_shipped" },
    data: { params: { carrier: order.carrier, trackingNumber: null } },
  });
  await eraseRefundReasons(tx, orderId);
  // The order's e-mails and its withdrawals' (outbox rows carry the order's id, indexed).
  const emails = await tx.outboxMessage.deleteMany({
    where: { orderId, kind: { in: [...ORDER_MAIL_KINDS, orderWithdrawal.kind] } },
  });
  if (why.by === "request") await addEvent(tx, orderId, ERASED_EVENT, why.actor, undefined, { reason: why.reason });
  else await addEvent(tx, orderId, EXPIRED_EVENT, why.actor);
  return {
    orders: 1,
    addresses: addresses.count,
    withdrawals: withdrawals.count,
    historyEntries: notes.count,
    emails: emails.count,
  };
}

/** The history's codes whose parameters carry a refund's reason (refund-order.ts). */
const REFUND_EVENTS = ["status_refunded", "status_partially_refunded"] as const;

/**
 * A refund's reason is free text staff wrote about the customer ("customer Gdprfirst asked"): it
 * goes from the refund and from the history's refund entries (their English line went with the
 * others, counted there); the amounts, units and credit note stay for the books.
 */
async function eraseRefundReasons(tx: Tx, orderId: number): Promise<void> {
  await tx.refund.updateMany({ where: { orderId, reason: { not: "" } }, data: { reason: "" } });
  const events = await tx.orderEvent.findMany({
    where: { orderId, type: { in: [...REFUND_EVENTS] } },
    select: { id: true, params: true },
  });
  for (const { id, params } of events) {
    if (params === null || typeof params !== "object" || Array.isArray(params) || !("reason" in params)) continue;
    const { reason: _reason, ...kept } = params;
    await tx.orderEvent.update({ where: { id }, data: { params: kept } });
  }
}

/**
 * Deletes the offline copies of the orders' e-mails (DATA_DIR/outbox, when no SMTP server is set):
 * their tags start with the order's number. Run after the anonymisation committed.
 */
export function deleteOrderMailCopies(deps: Pick<Deps, "env">, orderNumbers: string[]): Promise<number> {
  if (orderNumbers.length === 0) return Promise.resolve(0);
  return deleteMailCopies(mailCopiesDir(deps.env.dataDir), (tag) =>
    orderNumbers.some((number) => tag.startsWith(`${number}-`)),
  );
}
