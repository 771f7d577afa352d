import { isAdminSaveResource, saveBody, SaveRefused, type AdminSaveResource } from "@shop/admin-client/saves";
import type { CreateParams, DataProvider, UpdateParams } from "react-admin";
import { toHttpError } from "./apiError.ts";

/**
 * The body a create or update of `resource` sends: the data as the API's own save schema reads it
 * (unknown fields such as ids and counts left out). A body the schema refuses never leaves the
 * console: it is the API's 400, with the field marked in the form. The schemas load with the
 * first save (they come with zod, which the first screen does without).
 */
async function saveBodyOf(
  resource: AdminSaveResource,
  kind: "create" | "update",
  data: unknown,
): Promise<Record<string, unknown>> {
  const { ADMIN_SAVE_SCHEMAS } = await import("@shop/admin-client/admin-save-schemas");
  try {
    return saveBody(ADMIN_SAVE_SCHEMAS[resource][kind], data);
  } catch (error) {
    if (!(error instanceof SaveRefused)) throw error;
    const body = { error: { code: "invalid_request", message: error.message, field: error.field } };
    throw toHttpError(400, body, error.message);
  }
}

/** Wraps create and update so that the resources with a save schema send what it reads. */
export function withSaveSchemas<T extends DataProvider>(dataProvider: T): T {
  return {
    ...dataProvider,
    create: async (resource: string, params: CreateParams) =>
      dataProvider.create(
        resource,
        isAdminSaveResource(resource) ? { ...params, data: await saveBodyOf(resource, "create", params.data) } : params,
      ),
    update: async (resource: string, params: UpdateParams) =>
      dataProvider.update(
        resource,
        isAdminSaveResource(resource) ? { ...params, data: await saveBodyOf(resource, "update", params.data) } : params,
      ),
  };
}
