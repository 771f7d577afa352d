// Every kind of outbox message the worker sends. A new kind (an e-mail for another event) is
// defined next to the code that enqueues it, with outboxKind(), and listed here.
import { orderConfirmation, orderEmail } from "../orders/order-mail-outbox.ts";
import { newsletterConfirmation } from "../newsletter/confirmation-mail.ts";
import type { OutboxHandler } from "./outbox.ts";

export const OUTBOX_KINDS: readonly OutboxHandler[] = [orderConfirmation, orderEmail, newsletterConfirmation];
