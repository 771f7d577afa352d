// The confirmation e-mail of a paid order, sent once: the sender first claims the order with a
// conditional update (confirmationSentAt: null → now), so concurrent confirms, webhooks and
// instances send it exactly once. A failed send gives the claim back for the sweep to retry
// (docs/behaviour.md §6).
import type { Deps } from "../context.ts";
import { renderOrderConfirmation } from "../mail/order-confirmation.ts";

/** Orders paid longer ago than this are not mailed by the retry (nor orders from before this feature). */
const RETRY_WINDOW_MS = 24 * 60 * 60_000;

export async function sendOrderConfirmation(deps: Deps, orderId: number): Promise<boolean> {
  const claimedAt = new Date();
  const { count } = await deps.prisma.order.updateMany({
    where: { id: orderId, paidAt: { not: null }, confirmationSentAt: null },
    data: { confirmationSentAt: claimedAt },
  });
  if (count === 0) return false;
  const order = await deps.prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } }, addresses: true },
  });
  try {
    const shipping = order.addresses.find((address) => address.kind === "SHIPPING") ?? order.addresses[0];
    const content = { ...order, paidAt: order.paidAt ?? claimedAt, shipping };
    const customerMail = renderOrderConfirmation(content);
    await deps.mailer.send({ to: order.email, ...customerMail, tag: `${order.number}-customer` });
    // The shop's copy, in English for the staff.
    const copy = order.language === "en" ? customerMail : renderOrderConfirmation({ ...content, language: "en" });
    await deps.mailer.send({
      to: deps.env.SHOP_EMAIL,
      ...copy,
      subject: `[Copy] ${copy.subject} (${order.email})`,
      tag: `${order.number}-shop`,
    });
    return true;
  } catch (error) {
    deps.logger.warn({ err: error, order: order.number }, "confirmation e-mail could not be sent; will retry");
    await deps.prisma.order.updateMany({
      where: { id: orderId, confirmationSentAt: claimedAt },
      data: { confirmationSentAt: null },
    });
    return false;
  }
}

/** Retries confirmations that failed to send (the SMTP server was down, the process stopped). */
export async function sendMissingConfirmations(deps: Deps, now = new Date()): Promise<number> {
  const orders = await deps.prisma.order.findMany({
    where: { paidAt: { gte: new Date(now.getTime() - RETRY_WINDOW_MS) }, confirmationSentAt: null },
    select: { id: true },
    take: 50,
  });
  let sent = 0;
  for (const order of orders) if (await sendOrderConfirmation(deps, order.id)) sent++;
  return sent;
}
