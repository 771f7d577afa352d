import type { OrderStatus } from "@shop/shared";
import { carrierName, normalizeTrackingNumber, TRACKING_NUMBER_PATTERN, type Carrier } from "@shop/shared/carriers";
import type { TranslateFunction } from "react-admin";
import { statusMove } from "./orderStatus.ts";

/** Whether a typed tracking number is one the API takes; empty is fine (the number is optional). */
export function isTrackingNumber(typed: string): boolean {
  const number = normalizeTrackingNumber(typed);
  return number === "" || TRACKING_NUMBER_PATTERN.test(number);
}

/** A carrier as people read it: its own name (the same in every language), or "another carrier". */
export function carrierLabel(carrier: string, translate: TranslateFunction): string {
  return carrierName(carrier) ?? translate("resources.orders.carriers.OTHER");
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
