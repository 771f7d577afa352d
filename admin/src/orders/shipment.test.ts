import { describe, expect, it } from "vitest";
import { normalizeTrackingNumber } from "@shop/shared/carriers";
import { translators } from "../i18n/testTranslators.ts";
import { carrierLabel, isTrackingNumber, shipmentMove } from "./shipment.ts";

describe("shipment", () => {
  it("reads a tracking number as the API does: no spaces, upper case", () => {
    expect(normalizeTrackingNumber(" rr 1234 5678 5de ")).toBe("RR123456785DE");
    expect(isTrackingNumber("00340434 1610 9404 2557")).toBe(true);
    expect(isTrackingNumber("")).toBe(true);
  });

  it("refuses what no carrier prints on a label", () => {
    expect(isTrackingNumber("ab1")).toBe(false);
    expect(isTrackingNumber("RR123/456")).toBe(false);
    expect(isTrackingNumber("1".repeat(41))).toBe(false);
  });

  it("names a carrier by its own name in every language, and another carrier in the console's", () => {
    expect(carrierLabel("DEUTSCHE_POST", translators.bg)).toBe("Deutsche Post");
    expect(carrierLabel("OTHER", translators.en)).toBe("Other carrier");
    expect(carrierLabel("OTHER", translators.de)).toBe("Anderer Versanddienst");
    expect(carrierLabel("OTHER", translators.bg)).toBe("Друг куриер");
  });

  it("marks shipped from the status on screen, with the carrier and number when given", () => {
    expect(shipmentMove("PAID", { carrier: "DHL", trackingNumber: "00340434 16109404 2557" })).toEqual({
      status: "SHIPPED",
      fromStatus: "PAID",
      carrier: "DHL",
      trackingNumber: "00340434161094042557",
    });
    expect(shipmentMove("PAID", { carrier: "", trackingNumber: "  " })).toEqual({
      status: "SHIPPED",
      fromStatus: "PAID",
    });
    expect(shipmentMove("PAID", { carrier: "OTHER", trackingNumber: "" })).toEqual({
      status: "SHIPPED",
      fromStatus: "PAID",
      carrier: "OTHER",
    });
  });
});
