// Staff accounts. Every change of an account (role, password, deletion) ends its open sessions
// (sessions.ts); saves carry the version they were made on (409 when it moved on); and the shop
// never loses its last administrator, even when two admins demote each other at the same moment.
import { Hono } from "hono";
import { usernameKey, type AdminUserRecord } from "@shop/shared";
import { adminUserCreateSchema, adminUserUpdateSchema } from "@shop/shared/schemas";
import type { Prisma } from "@shop/db";
import type { AppEnv } from "../context.ts";
import { requireRole } from "../auth/guard.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { validJson } from "../http/validate.ts";
import { hashPassword } from "../auth/passwords.ts";
import { staleRecord } from "./versions.ts";
import { idFilter, idParam, listQuery, listResponse, text } from "./rest.ts";

type UserRow = { id: number; username: string; role: "ADMIN" | "SUPPORT"; version: number; createdAt: Date };

const toRecord = (user: UserRow): AdminUserRecord => ({
  id: user.id,
  username: user.username,
  role: user.role,
  version: user.version,
  createdAt: user.createdAt.toISOString(),
});

const SORTABLE = ["id", "username", "role", "createdAt"] as const;
/** One lock for every change that can lower the number of administrators. */
const ADMIN_COUNT_LOCK = 72707370;

/**
 * Runs `change` in a transaction that holds the administrators' lock, so the count it checks is
 * still true when it commits (READ COMMITTED alone would let two demotions both see "2 admins").
 */
function withAdminCountLock<T>(
  prisma: AppEnv["Variables"]["deps"]["prisma"],
  change: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_COUNT_LOCK})`;
    return change(tx);
  });
}

async function assertNotLastAdmin(tx: Prisma.TransactionClient, user: UserRow, message: string, field?: string) {
  if (user.role === "ADMIN" && (await tx.adminUser.count({ where: { role: "ADMIN" } })) <= 1) {
    throw conflict("last_admin", message, field);
  }
}

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
      c.var.deps.prisma.adminUser.findMany({
        where,
        orderBy: { [query.sortField]: query.sortOrder },
        skip: query.start,
        take: query.end - query.start + 1,
      }),
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
    const key = usernameKey(username);
    const taken = () => badRequest(`The username '${username}' is taken`, "username");
    if (await prisma.adminUser.findUnique({ where: { usernameKey: key } })) throw taken();
    try {
      const user = await prisma.adminUser.create({
        data: { username, usernameKey: key, role, passwordHash: await hashPassword(password) },
      });
      return c.json(toRecord(user), 201);
    } catch (error) {
      // Two admins creating "Maria" and "maria" at the same moment: the unique key decides.
      if ((error as { code?: string }).code === "P2002") throw taken();
      throw error;
    }
  })
  .put("/:id", validJson(adminUserUpdateSchema), async (c) => {
    const id = idParam(c);
    const { role, password, version } = c.req.valid("json");
    const { prisma, sessions } = c.var.deps;
    const passwordHash = password ? await hashPassword(password) : undefined;
    const updated = await withAdminCountLock(prisma, async (tx) => {
      const user = await tx.adminUser.findUnique({ where: { id } });
      if (!user) throw notFound("User");
      if (user.version !== version) throw staleRecord("user");
      const newRole = role !== undefined && role !== user.role ? role : undefined;
      if (newRole === undefined && passwordHash === undefined) return user;
      if (newRole === "SUPPORT")
        await assertNotLastAdmin(tx, user, "The shop needs at least one administrator", "role");
      return tx.adminUser.update({ where: { id }, data: { role: newRole, passwordHash, version: { increment: 1 } } });
    });
    if (updated.version !== version) await sessions.changed(id);
    return c.json(toRecord(updated));
  })
  .delete("/:id", async (c) => {
    const id = idParam(c);
    const { prisma, sessions } = c.var.deps;
    if (id === c.var.admin.userId) throw conflict("own_account", "You cannot delete your own account");
    const deleted = await withAdminCountLock(prisma, async (tx) => {
      const user = await tx.adminUser.findUnique({ where: { id } });
      if (!user) throw notFound("User");
      await assertNotLastAdmin(tx, user, "The shop needs at least one administrator");
      await tx.adminUser.delete({ where: { id } });
      return user;
    });
    await sessions.changed(id);
    return c.json(toRecord(deleted));
  });
