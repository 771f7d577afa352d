import { describe, expect, it } from "vitest";
import { translators } from "../i18n/testTranslators.ts";
import { describeRefusal } from "./imageRefusal.ts";

describe("describeRefusal", () => {
  it("names the file and says why, in the console's language", () => {
    const fake = { file: "fake.jpg", reason: "not_an_image", message: "The file is not a supported image" } as const;
    expect(describeRefusal(fake, translators.en)).toBe(
      "fake.jpg was not added: it is not a JPEG, PNG, WebP, AVIF or GIF image.",
    );
    expect(describeRefusal(fake, translators.de)).toBe(
      "fake.jpg wurde nicht übernommen: Die Datei ist kein JPEG-, PNG-, WebP-, AVIF- oder GIF-Bild.",
    );
    const huge = { file: "huge.png", reason: "too_large", message: "The image is larger than 10 MB" } as const;
    expect(describeRefusal(huge, translators.bg)).toBe("huge.png не беше добавен: файлът е твърде голям.");
  });

  it("passes another failure's message on, translated when it is one of the console's keys", () => {
    expect(describeRefusal({ file: "a.png", reason: "failed", message: "Service Unavailable" }, translators.en)).toBe(
      "a.png was not added: the upload failed (Service Unavailable).",
    );
    expect(
      describeRefusal({ file: "a.png", reason: "failed", message: "ra.notification.not_authorized" }, translators.en),
    ).toBe("a.png was not added: the upload failed (You're not authorized to access this resource.).");
  });
});
