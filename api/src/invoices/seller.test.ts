// The seller's settings: the demo's defaults (the company the imprint names, register entry and
// managing directors included), a shop's own seller without a trace of the demo's register entry,
// and the settings that do not fit refused at start.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { registerDetails, sellerFromEnv } from "./seller.ts";

const seller = (settings: Record<string, string>) => sellerFromEnv(readEnv({ DATA_DIR: "/tmp", ...settings }));

describe("the seller's settings", () => {
  it("default to the demo company the imprint names, with its register entry and managing directors", () => {
    expect(seller({})).toEqual({
      legalName: "TestKit Europe GmbH",
      addressLines: ["Lindenallee 14", "10115 Berlin"],
      country: "DE",
      vatId: "DE345678912",
      email: "orders@testkit-europe.example",
      seat: "Berlin",
      registerCourt: "Amtsgericht Berlin-Charlottenburg",
      registerNumber: "HRB 234567 B",
      managingDirectors: ["Dr. Miriam Albers", "Jonas Petrov"],
    });
  });

  it("agree with the storefront's imprint, which names the same company in its own words", () => {
    const demo = seller({});
    for (const language of ["en", "de"]) {
      const file = new URL(`../../../storefront/public/locales/${language}/translation.json`, import.meta.url);
      const imprint = JSON.stringify(
        (JSON.parse(readFileSync(fileURLToPath(file), "utf8")) as { pages: { imprint: unknown } }).pages.imprint,
      );
      for (const value of [
        demo.legalName,
        ...demo.addressLines,
        demo.registerCourt!,
        demo.registerNumber!,
        demo.managingDirectors!.join(", "),
      ])
        expect(imprint, language).toContain(value);
      // The imprint groups the VAT ID's digits for reading.
      expect(imprint.replace(/DE (\d{3}) (\d{3}) (\d{3})/, "DE$1$2$3")).toContain(demo.vatId);
    }
  });

  it("never lend the demo's register entry to a shop that names its own seller or sets any of it", () => {
    expect(seller({ SELLER_LEGAL_NAME: "Nova Firma EOOD" })).toMatchObject({
      legalName: "Nova Firma EOOD",
      seat: undefined,
      registerCourt: undefined,
      registerNumber: undefined,
      managingDirectors: undefined,
    });
    expect(seller({ SELLER_REGISTER_NUMBER: "UIC 204512378" })).toMatchObject({
      legalName: "TestKit Europe GmbH",
      registerCourt: undefined,
      registerNumber: "UIC 204512378",
    });
    expect(
      seller({
        SELLER_LEGAL_NAME: "Beispiel GmbH",
        SELLER_SEAT: "München",
        SELLER_REGISTER_COURT: "Amtsgericht München",
        SELLER_REGISTER_NUMBER: "HRB 12345",
        SELLER_MANAGING_DIRECTORS: " Erika Mustermann | Max Mustermann |",
      }),
    ).toMatchObject({
      managingDirectors: ["Erika Mustermann", "Max Mustermann"],
      registerCourt: "Amtsgericht München",
    });
  });

  it("read SELLER_REGISTRATION as the former name of SELLER_REGISTER_NUMBER", () => {
    expect(seller({ SELLER_LEGAL_NAME: "Nova Firma EOOD", SELLER_REGISTRATION: "UIC 1" }).registerNumber).toBe("UIC 1");
    expect(() => seller({ SELLER_REGISTRATION: "UIC 1", SELLER_REGISTER_NUMBER: "UIC 2" })).toThrow(
      /SELLER_REGISTRATION: is the former name of SELLER_REGISTER_NUMBER/,
    );
  });

  it("refuse a register court without the entry's number, and a list of no one", () => {
    expect(() => seller({ SELLER_LEGAL_NAME: "X GmbH", SELLER_REGISTER_COURT: "Amtsgericht Köln" })).toThrow(
      /SELLER_REGISTER_NUMBER: is required together with SELLER_REGISTER_COURT/,
    );
    expect(() => seller({ SELLER_MANAGING_DIRECTORS: " | " })).toThrow(/SELLER_MANAGING_DIRECTORS: must name 1 to 20/);
  });

  it("print the register details labelled in each language, only those the seller has", () => {
    expect(registerDetails(seller({}), "de")).toEqual({
      entry: [
        "Sitz der Gesellschaft: Berlin",
        "Registergericht: Amtsgericht Berlin-Charlottenburg",
        "Registernummer: HRB 234567 B",
      ],
      directors: "Geschäftsführung: Dr. Miriam Albers, Jonas Petrov",
    });
    expect(registerDetails(seller({ SELLER_REGISTER_NUMBER: "UIC 204512378" }), "bg")).toEqual({
      entry: ["Регистрационен номер: UIC 204512378"],
      directors: undefined,
    });
    expect(registerDetails(seller({ SELLER_LEGAL_NAME: "Sole Trader" }), "en")).toEqual({
      entry: [],
      directors: undefined,
    });
  });
});
