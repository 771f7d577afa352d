// The staff side of the state machine as the API applies it, without a database.
import { describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import type { OrderStatus } from "@shop/shared";
import { moveMessage, planStaffMove } from "./move-order.ts";

const SHIPPED_AT = new Date("2026-07-01T10:00:00Z");

/** An order in `status` whose goods are where that status says (partly refunded: not shipped yet). */
const inStatus = (status: OrderStatus) => ({
  status,
  shippedAt: status === "SHIPPED" || status === "DELIVERED" ? SHIPPED_AT : null,
  deliveredAt: status === "DELIVERED" ? SHIPPED_AT : null,
});

const refusal = (plan: () => unknown) => {
  try {
    plan();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error("the move was not refused");
};

describe("planStaffMove", () => {
  it("names the move that takes the order where staff asked", () => {
    expect(planStaffMove(inStatus("PAID"), "SHIPPED", "SUPPORT")).toBe("ship");
    expect(planStaffMove(inStatus("PAID"), "CANCELLED", "ADMIN", "PAID")).toBe("cancel");
    expect(planStaffMove(inStatus("DELIVERED"), "REFUNDED", "SUPPORT")).toBe("refund");
    expect(planStaffMove(inStatus("PARTIALLY_REFUNDED"), "REFUNDED", "SUPPORT")).toBe("refund");
    expect(planStaffMove(inStatus("SHIPPED"), "PARTIALLY_REFUNDED", "SUPPORT")).toBe("refundPart");
  });

  it("does nothing for an order that already has the status", () => {
    expect(planStaffMove(inStatus("SHIPPED"), "SHIPPED", "SUPPORT", "PAID")).toBeNull();
  });

  it("ships and delivers what is left of a partly refunded order, once", () => {
    const partly = { status: "PARTIALLY_REFUNDED" as const, shippedAt: null, deliveredAt: null };
    expect(planStaffMove(partly, "SHIPPED", "SUPPORT", "PARTIALLY_REFUNDED")).toBe("ship");
    const shipped = { ...partly, shippedAt: SHIPPED_AT };
    expect(planStaffMove(shipped, "SHIPPED", "SUPPORT", "PARTIALLY_REFUNDED")).toBeNull();
    expect(planStaffMove(shipped, "DELIVERED", "SUPPORT", "PARTIALLY_REFUNDED")).toBe("deliver");
    expect(planStaffMove({ ...shipped, deliveredAt: SHIPPED_AT }, "DELIVERED", "SUPPORT")).toBeNull();
    expect(refusal(() => planStaffMove(partly, "DELIVERED", "SUPPORT"))).toEqual({
      status: 409,
      code: "invalid_transition",
    });
  });

  it("refuses a move from a status other than the one staff saw", () => {
    expect(refusal(() => planStaffMove(inStatus("CANCELLED"), "SHIPPED", "SUPPORT", "PAID"))).toEqual({
      status: 409,
      code: "order_changed",
    });
  });

  it("refuses what the state machine does not allow staff, such as marking an order paid", () => {
    expect(refusal(() => planStaffMove(inStatus("PENDING_PAYMENT"), "PAID", "ADMIN"))).toEqual({
      status: 409,
      code: "invalid_transition",
    });
    expect(refusal(() => planStaffMove(inStatus("SHIPPED"), "CANCELLED", "ADMIN"))).toEqual({
      status: 409,
      code: "invalid_transition",
    });
  });
});

describe("moveMessage", () => {
  it("says what happened to the money and the stock", () => {
    expect(moveMessage("ship", { refunded: false, restocked: false })).toBe("Order shipped");
    expect(moveMessage("cancel", { refunded: true, restocked: true })).toBe(
      "Order cancelled and refunded; stock returned",
    );
    expect(moveMessage("cancel", { refunded: false, restocked: true })).toBe("Order cancelled; stock returned");
    expect(moveMessage("deliver", { refunded: false, restocked: false })).toBe("Order delivered");
  });
});
