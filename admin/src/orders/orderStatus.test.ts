import { ORDER_STATUSES as SCHEMA_STATUSES } from "@shop/shared/schemas";
import { describe, expect, it } from "vitest";
import { allowedOrderActions, ORDER_STATUSES, STATUS_AFTER, statusMove } from "./orderStatus.ts";

describe("ORDER_STATUSES", () => {
  it("lists the statuses the API knows, in the order an order goes through them", () => {
    expect(ORDER_STATUSES).toEqual(SCHEMA_STATUSES);
  });
});

describe("allowedOrderActions", () => {
  it("offers only the moves the API allows", () => {
    expect(allowedOrderActions("PENDING_PAYMENT")).toEqual(["cancel"]);
    expect(allowedOrderActions("PAID")).toEqual(["ship", "cancel", "refund"]);
    expect(allowedOrderActions("SHIPPED")).toEqual(["deliver", "refund"]);
    expect(allowedOrderActions("DELIVERED")).toEqual(["refund"]);
  });

  it("offers nothing for finished orders", () => {
    expect(allowedOrderActions("CANCELLED")).toEqual([]);
    expect(allowedOrderActions("REFUNDED")).toEqual([]);
  });

  it("never moves an order backwards along paid → shipped → delivered", () => {
    const progress: readonly string[] = ["PAID", "SHIPPED", "DELIVERED"];
    for (const status of ORDER_STATUSES) {
      for (const action of allowedOrderActions(status)) {
        if (action === "refund" || action === "cancel") continue;
        const next = STATUS_AFTER[action];
        expect(progress.indexOf(next)).toBe(progress.indexOf(status) + 1);
      }
    }
  });
});

describe("statusMove", () => {
  it("sends the status on screen along with the move, so a move of an order changed meanwhile is refused", () => {
    expect(statusMove("PAID", "ship")).toEqual({ status: "SHIPPED", fromStatus: "PAID" });
    expect(statusMove("PENDING_PAYMENT", "cancel")).toEqual({ status: "CANCELLED", fromStatus: "PENDING_PAYMENT" });
  });
});
