import { describe, expect, it } from "vitest";
import type { TranslationMessages } from "react-admin";
import { lookupIn } from "./messageLookup.ts";

describe("lookupIn", () => {
  const translate = lookupIn({ ra: { auth: { username: "Username" } } } as unknown as TranslationMessages);

  it("finds a message by its dotted key", () => {
    expect(translate("ra.auth.username")).toBe("Username");
  });

  it("answers the key itself when the message or a branch is missing", () => {
    expect(translate("ra.auth.password")).toBe("ra.auth.password");
    expect(translate("ra.auth.username.more")).toBe("ra.auth.username.more");
    expect(translate("Wrong password")).toBe("Wrong password");
  });
});
