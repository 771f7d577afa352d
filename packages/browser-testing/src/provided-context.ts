// What the browser tests' global setup provides to every test file (vitest's inject()).
import type {} from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    shopUrl: string;
    adminPassword: string;
    /** The shop's DATA_DIR: without SMTP_URL its e-mails are files in DATA_DIR/outbox. */
    dataDir: string;
  }
}
