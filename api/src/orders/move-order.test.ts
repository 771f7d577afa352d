// The staff side of the state machine as the API applies it, without a database.
import { describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import { moveMessage, planStaffMove } from "./move-order.ts";

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
    expect(planStaffMove({ status: "PAID" }, "SHIPPED", "SUPPORT")).toBe("ship");
    expect(planStaffMove({ status: "PAID" }, "CANCELLED", "ADMIN", "PAID")).toBe("cancel");
    expect(planStaffMove({ status: "DELIVERED" }, "REFUNDED", "SUPPORT")).toBe("refund");
    expect(planStaffMove({ status: "PARTIALLY_REFUNDED" }, "REFUNDED", "SUPPORT")).toBe("refund");
    expect(planStaffMove({ status: "SHIPPED" }, "PARTIALLY_REFUNDED", "SUPPORT")).toBe("refundPart");
  });

  it("does nothing for an order that already has the status", () => {
    expect(planStaffMove({ status: "SHIPPED" }, "SHIPPED", "SUPPORT", "PAID")).toBeNull();
  });

  it("refuses a move from a status other than the one staff saw", () => {
    expect(refusal(() => planStaffMove({ status: "CANCELLED" }, "SHIPPED", "SUPPORT", "PAID"))).toEqual({
      status: 409,
      code: "order_changed",
    });
  });

  it("refuses what the state machine does not allow staff, such as marking an order paid", () => {
    expect(refusal(() => planStaffMove({ status: "PENDING_PAYMENT" }, "PAID", "ADMIN"))).toEqual({
      status: 409,
      code: "invalid_transition",
    });
    expect(refusal(() => planStaffMove({ status: "SHIPPED" }, "CANCELLED", "ADMIN"))).toEqual({
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
