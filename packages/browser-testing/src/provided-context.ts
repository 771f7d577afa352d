// What the browser tests' global setup provides to every test file (vitest's inject()).
import type {} from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    shopUrl: string;
    adminPassword: string;
  }
}
