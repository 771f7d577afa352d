import type { OrderStatus } from "@shop/shared";
import { statusMove } from "./orderStatus.ts";

/** The carriers staff ship with, as the API takes them (`carrier` of PUT /api/admin/orders/{id}). */
export const CARRIERS = ["DHL", "DEUTSCHE_POST", "DPD", "GLS", "UPS", "SPEEDY", "ECONT", "OTHER"] as const;
export type Carrier = (typeof CARRIERS)[number];

/** As the API reads a tracking number: spaces typed from a label dropped, letters upper-case. */
export function normalizeTrackingNumber(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase();
}

const TRACKING_NUMBER = /^[A-Z0-9-]{4,40}$/;

/** Whether a typed tracking number is one the API takes; empty is fine (the number is optional). */
export function isTrackingNumber(typed: string): boolean {
  const number = normalizeTrackingNumber(typed);
  return number === "" || TRACKING_NUMBER.test(number);
}

export interface Shipment {
  carrier: Carrier | "";
  trackingNumber: string;
}

/**
 * PUT /api/admin/orders/{id} that marks an order shipped: the move from the status on screen,
 * with the carrier and tracking number when given.
 */
export function shipmentMove(shownStatus: OrderStatus, shipment: Shipment) {
  const trackingNumber = normalizeTrackingNumber(shipment.trackingNumber);
  return {
    ...statusMove(shownStatus, "ship"),
    ...(shipment.carrier ? { carrier: shipment.carrier } : {}),
    ...(trackingNumber ? { trackingNumber } : {}),
  };
}
