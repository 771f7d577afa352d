import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_WEAKNESSES, RESERVED_USERNAME_MESSAGE } from "@shop/shared";
import { GTIN_MESSAGE, MANUFACTURER_CONTACT_MESSAGE } from "@shop/shared/product-safety";

/** The part of a zod issue this module reads (zod's issues are structurally compatible). */
interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: unknown;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown;
}

export interface Schema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: SchemaIssue[] } };
}

/** react-admin's translatable validation message. */
export interface ValidationMessage {
  message: string;
  args: Record<string, unknown>;
}

export interface ValidationErrors {
  [field: string]: ValidationErrors | ValidationMessage;
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === "object" && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * The shared rules that reach the form as custom issues (packages/shared/src/passwords.ts and the
 * username rule), which carry only their English text: by that text, the console's message.
 */
const RULE_MESSAGES: Record<string, ValidationMessage> = {
  [PASSWORD_WEAKNESSES.tooShort]: { message: "ra.validation.minLength", args: { min: MIN_PASSWORD_LENGTH } },
  [PASSWORD_WEAKNESSES.tooLong]: { message: "ra.validation.maxLength", args: { max: MAX_PASSWORD_LENGTH } },
  [PASSWORD_WEAKNESSES.repeated]: { message: "app.validation.password.repeated", args: {} },
  [PASSWORD_WEAKNESSES.onlyDigits]: { message: "app.validation.password.only_digits", args: {} },
  [PASSWORD_WEAKNESSES.sequence]: { message: "app.validation.password.sequence", args: {} },
  [PASSWORD_WEAKNESSES.common]: { message: "app.validation.password.common", args: {} },
  [PASSWORD_WEAKNESSES.username]: { message: "app.validation.password.starts_with_username", args: {} },
  [RESERVED_USERNAME_MESSAGE]: { message: "app.validation.reserved_username", args: {} },
  [MANUFACTURER_CONTACT_MESSAGE]: { message: "app.validation.manufacturer_contact", args: {} },
  [GTIN_MESSAGE]: { message: "app.validation.gtin", args: {} },
};

/** The shared schemas' English messages, turned into react-admin's translated ones. */
function toValidationMessage(issue: SchemaIssue, value: unknown): ValidationMessage {
  const message = (key: string, args: Record<string, unknown> = {}) => ({ message: key, args });
  const isText = issue.origin === "string";
  switch (issue.code) {
    case "invalid_type":
      if (isBlank(value)) return message("ra.validation.required");
      if (issue.expected === "int") return message("app.validation.whole_number");
      if (issue.expected === "number") return message("ra.validation.number");
      break;
    case "too_small":
      if (isText && issue.minimum === 1) return message("ra.validation.required");
      if (isText) return message("ra.validation.minLength", { min: issue.minimum });
      if (issue.origin === "number") return message("ra.validation.minValue", { min: issue.minimum });
      break;
    case "too_big":
      if (isText) return message("ra.validation.maxLength", { max: issue.maximum });
      if (issue.origin === "number") return message("ra.validation.maxValue", { max: issue.maximum });
      if (issue.origin === "array") return message("app.validation.too_many", { max: issue.maximum });
      break;
    case "invalid_format":
      return message("app.validation.format");
    case "invalid_value":
      return message("ra.validation.oneOf", { options: Array.isArray(issue.values) ? issue.values.join(", ") : "" });
  }
  return RULE_MESSAGES[issue.message] ?? message(issue.message);
}

/**
 * A react-admin form `validate` function from one of the API's own request schemas
 * (`@shop/shared/schemas`), so the console checks exactly what the API will check.
 */
export function validateWith(schema: Schema) {
  return (values: object): ValidationErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: ValidationErrors = {};
    for (const issue of result.error.issues) {
      // A list is edited in one input (a product's claims, one per line): a line's issue is the list's.
      const end = issue.path.findLastIndex((key) => typeof key !== "number") + 1;
      const path = issue.path.slice(0, end).map(String);
      const field = path.pop();
      if (field === undefined) continue;
      let node = errors;
      for (const key of path) node = (node[key] ??= {}) as ValidationErrors;
      node[field] ??= toValidationMessage(issue, valueAt(values, issue.path));
    }
    return errors;
  };
}
