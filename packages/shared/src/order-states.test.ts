import { describe, expect, it } from "vitest";
import { OrderStatus } from "./enums.ts";
import {
  canMove,
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
  type OrderMoveName,
} from "./order-states.ts";

const MOVES = Object.keys(ORDER_MOVES) as OrderMoveName[];

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

  it("wait for shipment while PAID only", () => {
    expect(AWAITING_SHIPMENT_STATUSES).toEqual(["PAID"]);
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
    const offered = Object.fromEntries(ORDER_STATUSES.map((status) => [status, staffMoves(status)]));
    expect(offered).toEqual({
      PENDING_PAYMENT: ["cancel"],
      PAYMENT_PROCESSING: [],
      PAID: ["ship", "cancel", "refundPart", "refund"],
      SHIPPED: ["deliver", "refundPart", "refund"],
      DELIVERED: ["refundPart", "refund"],
      PARTIALLY_REFUNDED: ["refundPart", "refund"],
      CANCELLED: [],
      REFUNDED: [],
    });
  });

  it("are open to both staff roles", () => {
    for (const status of ORDER_STATUSES) {
      expect(staffMoves(status, "SUPPORT")).toEqual(staffMoves(status));
      expect(staffMoves(status, "ADMIN")).toEqual(staffMoves(status));
    }
  });

  it("never include the shop's own moves: staff cannot mark an order paid or expire it", () => {
    for (const status of ORDER_STATUSES) {
      expect(staffMoves(status)).not.toContain("pay");
      expect(staffMoves(status)).not.toContain("expire");
      expect(staffMoves(status)).not.toContain("refundedAtProvider");
    }
    expect(staffMoveBetween("PENDING_PAYMENT", "PAID")).toBeUndefined();
  });

  it("never move an order backwards along paid → shipped → delivered", () => {
    expect(staffMoveBetween("SHIPPED", "PAID")).toBeUndefined();
    expect(staffMoveBetween("DELIVERED", "SHIPPED")).toBeUndefined();
    expect(staffMoveBetween("PAID", "DELIVERED")).toBeUndefined();
    expect(staffMoveBetween("PENDING_PAYMENT", "SHIPPED")).toBeUndefined();
  });

  it("are found by the status they lead to", () => {
    expect(staffMoveBetween("PAID", "SHIPPED")).toBe("ship");
    expect(staffMoveBetween("SHIPPED", "DELIVERED")).toBe("deliver");
    expect(staffMoveBetween("PENDING_PAYMENT", "CANCELLED")).toBe("cancel");
    expect(staffMoveBetween("PAID", "CANCELLED")).toBe("cancel");
    expect(staffMoveBetween("DELIVERED", "REFUNDED")).toBe("refund");
    expect(staffMoveBetween("PARTIALLY_REFUNDED", "REFUNDED")).toBe("refund");
    expect(staffMoveBetween("SHIPPED", "PARTIALLY_REFUNDED")).toBe("refundPart");
    expect(staffMoveBetween("SHIPPED", "CANCELLED")).toBeUndefined();
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
