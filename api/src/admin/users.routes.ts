import { Hono } from "hono";
import type { AdminUserRecord } from "@shop/shared";
import { adminUserCreateSchema, adminUserUpdateSchema } from "@shop/shared/schemas";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { hashPassword } from "../auth/passwords.ts";
import { idFilter, idParam, listQuery, listResponse, text } from "./rest.ts";

const toRecord = (user: { id: number; username: string; role: "ADMIN" | "SUPPORT"; createdAt: Date }): AdminUserRecord => ({
  id: user.id,
  username: user.username,
  role: user.role,
  createdAt: user.createdAt.toISOString(),
});

const SORTABLE = ["id", "username", "role", "createdAt"] as const;

export const adminUserRoutes = new Hono<AppEnv>()
  .use(requireRole("ADMIN"))
  .get("/", async (c) => {
    const query = listQuery(c, SORTABLE, ["username", "ASC"]);
    const ids = idFilter(query.filter);
    const q = text(query.filter, "q");
    const role = text(query.filter, "role");
    const where = {
      id: ids ? { in: ids } : undefined,
      role: role === "ADMIN" || role === "SUPPORT" ? (role as "ADMIN" | "SUPPORT") : undefined,
      username: q ? { contains: q, mode: "insensitive" as const } : undefined,
    };
    const [users, total] = await Promise.all([
      c.var.deps.prisma.adminUser.findMany({ where, orderBy: { [query.sortField]: query.sortOrder }, skip: query.start, take: query.end - query.start + 1 }),
      c.var.deps.prisma.adminUser.count({ where }),
    ]);
    return listResponse(c, "users", users.map(toRecord), total, query.start);
  })
  .get("/:id", async (c) => {
    const user = await c.var.deps.prisma.adminUser.findUnique({ where: { id: idParam(c) } });
    if (!user) throw notFound("User");
    return c.json(toRecord(user));
  })
  .post("/", validJson(adminUserCreateSchema), async (c) => {
    const { username, password, role } = c.req.valid("json");
    const { prisma } = c.var.deps;
    if (await prisma.adminUser.findUnique({ where: { username } })) throw badRequest(`The username '${username}' is taken`, "username");
    const user = await prisma.adminUser.create({ data: { username, role, passwordHash: await hashPassword(password) } });
    return c.json(toRecord(user), 201);
  })
  .put("/:id", validJson(adminUserUpdateSchema), async (c) => {
    const id = idParam(c);
    const { role, password } = c.req.valid("json");
    const { prisma } = c.var.deps;
    const user = await prisma.adminUser.findUnique({ where: { id } });
    if (!user) throw notFound("User");
    if (role === "SUPPORT" && user.role === "ADMIN" && (await prisma.adminUser.count({ where: { role: "ADMIN" } })) === 1) {
      throw conflict("last_admin", "The shop needs at least one administrator", "role");
    }
    const updated = await prisma.adminUser.update({
      where: { id },
      data: { role, passwordHash: password ? await hashPassword(password) : undefined },
    });
    return c.json(toRecord(updated));
  })
  .delete("/:id", async (c) => {
    const id = idParam(c);
    const { prisma } = c.var.deps;
    const user = await prisma.adminUser.findUnique({ where: { id } });
    if (!user) throw notFound("User");
    if (user.id === c.var.admin.userId) throw conflict("own_account", "You cannot delete your own account");
    if (user.role === "ADMIN" && (await prisma.adminUser.count({ where: { role: "ADMIN" } })) === 1) {
      throw conflict("last_admin", "The shop needs at least one administrator");
    }
    await prisma.adminUser.delete({ where: { id } });
    return c.json(toRecord(user));
  });
