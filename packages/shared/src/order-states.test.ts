import { describe, expect, it } from "vitest";
import { OrderStatus } from "./enums.ts";
import {
  canMove,
  canMoveOrder,
  hasReached,
  ORDER_MOVES,
  ORDER_STATUSES,
  AWAITING_SHIPMENT_STATUSES,
  AWAITING_PAYMENT_STATUSES,
  IN_PROGRESS_STATUSES,
  PAID_STATUSES,
  REVENUE_STATUSES,
  REFUNDABLE_STATUSES,
  RETURNABLE_STATUSES,
  paymentReversal,
  staffMoveBetween,
  staffMoves,
  statusAfter,
  type OrderMoveName,
  type OrderProgress,
  type StaffMove,
} from "./order-states.ts";

const MOVES = Object.keys(ORDER_MOVES) as OrderMoveName[];

/** An order in `status` whose goods are where that status says (partly refunded: not shipped yet). */
function inStatus(status: OrderStatus): OrderProgress {
  const shipped = status === "SHIPPED" || status === "DELIVERED";
  return {
    status,
    shippedAt: shipped ? "2026-07-01T10:00:00Z" : null,
    deliveredAt: status === "DELIVERED" ? "2026-07-03T10:00:00Z" : null,
  };
}

describe("order statuses", () => {
  it("are the database's, in the order an order goes through them", () => {
    expect(ORDER_STATUSES).toEqual([
      "PENDING_PAYMENT",
      "PAYMENT_PROCESSING",
      "PAID",
      "SHIPPED",
      "DELIVERED",
      "PARTIALLY_REFUNDED",
      "CANCELLED",
      "REFUNDED",
    ]);
    expect(ORDER_STATUSES).toEqual(Object.values(OrderStatus));
  });

  it("count as paid from PAID on, refunded included, but not cancelled (an unpaid order is cancelled too)", () => {
    expect(PAID_STATUSES).toEqual(["PAID", "SHIPPED", "DELIVERED", "PARTIALLY_REFUNDED", "REFUNDED"]);
  });

  it("count as revenue while paid and not refunded in full: exactly those a refund can start from", () => {
    expect(REVENUE_STATUSES).toEqual(["PAID", "SHIPPED", "DELIVERED", "PARTIALLY_REFUNDED"]);
    expect(REFUNDABLE_STATUSES).toEqual(REVENUE_STATUSES);
    expect(REVENUE_STATUSES).toEqual(ORDER_STATUSES.filter((status) => canMove(status, "refund")));
  });

  it("wait for shipment while PAID, or partly refunded and not shipped yet", () => {
    expect(AWAITING_SHIPMENT_STATUSES).toEqual(["PAID", "PARTIALLY_REFUNDED"]);
  });

  it("need the customer's data while waiting for the payment or paid and not shipped, and no longer after", () => {
    expect([...IN_PROGRESS_STATUSES].sort()).toEqual(["PAID", "PAYMENT_PROCESSING", "PENDING_PAYMENT"]);
  });

  it("end in CANCELLED or REFUNDED; only money that arrives late takes a cancelled order further", () => {
    expect(MOVES.filter((move) => canMove("REFUNDED", move))).toEqual([]);
    expect(MOVES.filter((move) => canMove("CANCELLED", move))).toEqual(["pay"]);
  });
});

describe("a delayed payment", () => {
  it("takes a pending order to PAYMENT_PROCESSING, from which it is paid or waits for a payment again", () => {
    expect(MOVES.filter((move) => canMove("PAYMENT_PROCESSING", move))).toEqual(["pay", "processingFailed"]);
    expect(ORDER_MOVES.process).toMatchObject({ from: ["PENDING_PAYMENT"], to: "PAYMENT_PROCESSING" });
    expect(ORDER_MOVES.processingFailed.to).toBe("PENDING_PAYMENT");
  });

  it("keeps the order's stock and never expires it while the bank settles", () => {
    expect(canMove("PAYMENT_PROCESSING", "expire")).toBe(false);
    expect(ORDER_MOVES.process.returnsStock).toBe(false);
    expect(ORDER_MOVES.processingFailed.returnsStock).toBe(false);
    expect(AWAITING_PAYMENT_STATUSES).toEqual(["PENDING_PAYMENT", "PAYMENT_PROCESSING"]);
  });
});

describe("staff moves", () => {
  it("are, from each status, what the console offers", () => {
    const offered = Object.fromEntries(ORDER_STATUSES.map((status) => [status, staffMoves(inStatus(status))]));
    expect(offered).toEqual({
      PENDING_PAYMENT: ["cancel"],
      PAYMENT_PROCESSING: [],
      PAID: ["ship", "cancel", "refundPart", "refund"],
      SHIPPED: ["deliver", "refundPart", "refund"],
      DELIVERED: ["refundPart", "refund"],
      PARTIALLY_REFUNDED: ["ship", "refundPart", "refund"],
      CANCELLED: [],
      REFUNDED: [],
    });
  });

  it("are open to both staff roles", () => {
    for (const status of ORDER_STATUSES) {
      expect(staffMoves(inStatus(status), "SUPPORT")).toEqual(staffMoves(inStatus(status)));
      expect(staffMoves(inStatus(status), "ADMIN")).toEqual(staffMoves(inStatus(status)));
    }
  });

  it("never include the shop's own moves: staff cannot mark an order paid or expire it", () => {
    for (const status of ORDER_STATUSES) {
      expect(staffMoves(inStatus(status))).not.toContain("pay");
      expect(staffMoves(inStatus(status))).not.toContain("expire");
      expect(staffMoves(inStatus(status))).not.toContain("refundedAtProvider");
    }
    expect(staffMoveBetween(inStatus("PENDING_PAYMENT"), "PAID")).toBeUndefined();
  });

  it("never move an order backwards along paid → shipped → delivered", () => {
    expect(staffMoveBetween(inStatus("SHIPPED"), "PAID")).toBeUndefined();
    expect(staffMoveBetween(inStatus("DELIVERED"), "SHIPPED")).toBeUndefined();
    expect(staffMoveBetween(inStatus("PAID"), "DELIVERED")).toBeUndefined();
    expect(staffMoveBetween(inStatus("PENDING_PAYMENT"), "SHIPPED")).toBeUndefined();
  });

  it("are found by the status they lead to", () => {
    expect(staffMoveBetween(inStatus("PAID"), "SHIPPED")).toBe("ship");
    expect(staffMoveBetween(inStatus("SHIPPED"), "DELIVERED")).toBe("deliver");
    expect(staffMoveBetween(inStatus("PENDING_PAYMENT"), "CANCELLED")).toBe("cancel");
    expect(staffMoveBetween(inStatus("PAID"), "CANCELLED")).toBe("cancel");
    expect(staffMoveBetween(inStatus("DELIVERED"), "REFUNDED")).toBe("refund");
    expect(staffMoveBetween(inStatus("PARTIALLY_REFUNDED"), "REFUNDED")).toBe("refund");
    expect(staffMoveBetween(inStatus("SHIPPED"), "PARTIALLY_REFUNDED")).toBe("refundPart");
    expect(staffMoveBetween(inStatus("SHIPPED"), "CANCELLED")).toBeUndefined();
  });
});

describe("a partly refunded order", () => {
  const partly = (shippedAt: string | null, deliveredAt: string | null = null): OrderProgress => ({
    status: "PARTIALLY_REFUNDED",
    shippedAt,
    deliveredAt,
  });
  const goodsMoves = (order: OrderProgress) =>
    staffMoves(order).filter((move): move is StaffMove => move === "ship" || move === "deliver");

  it("is still shipped while not shipped, then delivered, and then neither", () => {
    expect(goodsMoves(partly(null))).toEqual(["ship"]);
    expect(goodsMoves(partly("2026-07-01T10:00:00Z"))).toEqual(["deliver"]);
    expect(goodsMoves(partly("2026-07-01T10:00:00Z", "2026-07-03T10:00:00Z"))).toEqual([]);
    expect(staffMoveBetween(partly(null), "SHIPPED")).toBe("ship");
    expect(staffMoveBetween(partly("2026-07-01T10:00:00Z"), "DELIVERED")).toBe("deliver");
    expect(staffMoveBetween(partly(null), "DELIVERED")).toBeUndefined();
  });

  it("stays partly refunded while its goods move on, and has reached what its dates say", () => {
    expect(statusAfter("PARTIALLY_REFUNDED", "ship")).toBe("PARTIALLY_REFUNDED");
    expect(statusAfter("PARTIALLY_REFUNDED", "deliver")).toBe("PARTIALLY_REFUNDED");
    expect(statusAfter("PARTIALLY_REFUNDED", "refund")).toBe("REFUNDED");
    expect(statusAfter("PAID", "ship")).toBe("SHIPPED");
    expect(hasReached(partly("2026-07-01T10:00:00Z"), "SHIPPED")).toBe(true);
    expect(hasReached(partly(null), "SHIPPED")).toBe(false);
    expect(hasReached(inStatus("PAID"), "SHIPPED")).toBe(false);
  });

  it("is never shipped twice, nor delivered before it was shipped, whatever its status", () => {
    for (const status of ORDER_STATUSES) {
      expect(canMoveOrder({ status, shippedAt: "2026-07-01T10:00:00Z", deliveredAt: null }, "ship")).toBe(false);
      expect(canMoveOrder({ status, shippedAt: null, deliveredAt: null }, "deliver")).toBe(false);
    }
  });
});

describe("what a move does", () => {
  it("returns the stock when an order is cancelled; a refund returns only the units staff choose", () => {
    expect(MOVES.filter((move) => ORDER_MOVES[move].returnsStock).sort()).toEqual(["cancel", "expire"]);
    for (const move of MOVES) {
      expect(ORDER_MOVES[move].returnsStock).toBe(ORDER_MOVES[move].to === "CANCELLED");
    }
  });

  it("lets a returned parcel be received only once the goods went out and money remains", () => {
    expect(RETURNABLE_STATUSES).toEqual(["SHIPPED", "DELIVERED", "PARTIALLY_REFUNDED"]);
  });

  it("refunds a paid order at the provider, and cancels a payment still open there", () => {
    expect(paymentReversal("refund", true)).toBe("refund");
    expect(paymentReversal("refundPart", true)).toBe("refund");
    expect(paymentReversal("cancel", true)).toBe("refund");
    expect(paymentReversal("cancel", false)).toBe("cancel");
    expect(paymentReversal("expire", false)).toBe("cancel");
  });

  it("never refunds what the provider refunded itself, nor touches the money when shipping", () => {
    expect(paymentReversal("refundedAtProvider", true)).toBeNull();
    for (const move of ["pay", "ship", "deliver"] as const) {
      expect(paymentReversal(move, true)).toBeNull();
      expect(paymentReversal(move, false)).toBeNull();
    }
  });

  it("refunds only orders that were paid: every move to REFUNDED starts from a paid status", () => {
    for (const move of MOVES.filter((name) => ORDER_MOVES[name].to === "REFUNDED")) {
      for (const from of ORDER_MOVES[move].from) expect(PAID_STATUSES).toContain(from);
    }
  });
});
