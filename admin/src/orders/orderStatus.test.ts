import { describe, expect, it } from "vitest";
import { statusMove } from "./orderStatus.ts";

describe("statusMove", () => {
  it("sends the status on screen along with the move, so a move of an order changed meanwhile is refused", () => {
    expect(statusMove("PAID", "ship")).toEqual({ status: "SHIPPED", fromStatus: "PAID" });
    expect(statusMove("SHIPPED", "deliver")).toEqual({ status: "DELIVERED", fromStatus: "SHIPPED" });
    expect(statusMove("PENDING_PAYMENT", "cancel")).toEqual({ status: "CANCELLED", fromStatus: "PENDING_PAYMENT" });
  });
});
