import { describe, expect, it } from "vitest";
import { newsletterMessage, offersSignUp, type NewsletterMessage } from "./newsletterMessage.ts";

describe("the newsletter's landing pages", () => {
  it("confirm a subscription, or say why the confirmation link did nothing", () => {
    expect(newsletterMessage("confirmed", null)).toBe("confirmed");
    expect(newsletterMessage("confirmed", "expired")).toBe("expired");
    expect(newsletterMessage("confirmed", "invalid")).toBe("invalid");
    // A hand-made state is not a success.
    expect(newsletterMessage("confirmed", "")).toBe("invalid");
    expect(newsletterMessage("confirmed", "ok")).toBe("invalid");
  });

  it("confirm an unsubscription, or say the link was not valid (unsubscribe links never expire)", () => {
    expect(newsletterMessage("unsubscribed", null)).toBe("unsubscribed");
    expect(newsletterMessage("unsubscribed", "invalid")).toBe("unsubscribeInvalid");
    expect(newsletterMessage("unsubscribed", "expired")).toBe("unsubscribeInvalid");
  });

  it("offer the sign-up form where the visitor can use it", () => {
    const messages: NewsletterMessage[] = ["confirmed", "expired", "invalid", "unsubscribed", "unsubscribeInvalid"];
    expect(messages.filter(offersSignUp)).toEqual(["expired", "invalid", "unsubscribed"]);
  });
});
