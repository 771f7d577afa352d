import { describe, expect, it, vi } from "vitest";
import { confirmBeforeSaving } from "./confirmBeforeSaving.ts";

const warningsOf = (values: { active: boolean }) => (values.active ? [] : ["not_on_sale"]);

describe("confirmBeforeSaving", () => {
  it("saves at once when there is nothing to warn about", async () => {
    const save = vi.fn(async (_values: { active: boolean }, _event?: string) => "saved");
    const ask = vi.fn(async () => false);
    const submit = confirmBeforeSaving(save, warningsOf, ask);
    expect(await submit({ active: true }, "event")).toBe("saved");
    expect(ask).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith({ active: true }, "event");
  });

  it("saves after the admin confirms the warnings", async () => {
    const save = vi.fn(async () => "saved");
    const ask = vi.fn(async () => true);
    expect(await confirmBeforeSaving(save, warningsOf, ask)({ active: false })).toBe("saved");
    expect(ask).toHaveBeenCalledWith(["not_on_sale"]);
    expect(save).toHaveBeenCalledOnce();
  });

  it("sends nothing when the admin declines", async () => {
    const save = vi.fn(async () => "saved");
    const submit = confirmBeforeSaving(save, warningsOf, async () => false);
    expect(await submit({ active: false })).toBeUndefined();
    expect(save).not.toHaveBeenCalled();
  });
});
