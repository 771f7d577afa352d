// The console's staff accounts (ADMIN only): HTTP over auth/user-store.ts.
import { Hono } from "hono";
import { z } from "zod";
import { Role, type AdminUserRecord } from "@shop/shared";
import { adminUserCreateSchema, adminUserUpdateSchema } from "@shop/shared/schemas";
import type { AdminUser } from "@shop/db";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import { validJson } from "../http/validate.ts";
import { createUser, deleteUser, findUser, listUsers, updateUser, USER_SORT_FIELDS } from "../auth/user-store.ts";
import { idParam, listFilterSchema, listResponse, validListQuery } from "./rest.ts";

const toAdminUser = (user: AdminUser): AdminUserRecord => ({
  id: user.id,
  username: user.username,
  role: user.role,
  version: user.version,
  createdAt: user.createdAt.toISOString(),
});

const userList = validListQuery({
  sortable: USER_SORT_FIELDS,
  defaultSort: ["username", "ASC"],
  filter: listFilterSchema.extend({ role: z.enum(Role).optional() }),
});

export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireRole("ADMIN"))
  .get("/", userList, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listUsers(c.var.deps, query);
    return listResponse(c, "users", rows.map(toAdminUser), total, query.start);
  })
  .get("/:id", async (c) => c.json(toAdminUser(await findUser(c.var.deps, idParam(c)))))
  .post("/", validJson(adminUserCreateSchema), async (c) => {
    return c.json(toAdminUser(await createUser(c.var.deps, c.req.valid("json"))), 201);
  })
  .put("/:id", validJson(adminUserUpdateSchema), async (c) => {
    return c.json(toAdminUser(await updateUser(c.var.deps, idParam(c), c.req.valid("json"))));
  })
  .delete("/:id", async (c) => {
    return c.json(toAdminUser(await deleteUser(c.var.deps, idParam(c), c.var.admin.userId)));
  });
