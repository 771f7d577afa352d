import { adminUserUpdateSchema } from "@shop/shared/schemas";
import { describe, expect, it } from "vitest";
import { toUserUpdate } from "./userPayload.ts";

const loaded = { id: 4, username: "anna", role: "SUPPORT" as const, createdAt: "2026-01-01T00:00:00.000Z", version: 6 };

describe("toUserUpdate", () => {
  it("sends the role, the version the form was loaded with, and a new password only when one was typed", () => {
    expect(toUserUpdate({ ...loaded, role: "ADMIN" }, { previousData: loaded })).toEqual({ role: "ADMIN", version: 6 });
    expect(toUserUpdate({ ...loaded, password: "violet-harbour-42" }, { previousData: loaded })).toEqual({
      role: "SUPPORT",
      password: "violet-harbour-42",
      version: 6,
    });
  });

  it("is what the API's update schema accepts", () => {
    expect(
      adminUserUpdateSchema.safeParse(
        toUserUpdate({ ...loaded, password: "violet-harbour-42" }, { previousData: loaded }),
      ).success,
    ).toBe(true);
  });
});
