// The console's discount codes (docs/behaviour.md §19): ADMIN creates, edits and deactivates them,
// SUPPORT may read them. The console's delete deactivates: a code orders used stays on record.
// Every change is in the audit log, in its transaction.
import { Hono } from "hono";
import { toCents, toEuros, type AdminDiscountCodeRecord } from "@shop/shared";
import type { DiscountCode, Prisma } from "@shop/db";
import type { AppEnv, Deps } from "../context.ts";
import { can } from "../auth/guard.ts";
import { recordAudit, staffActor, type StaffActor } from "../audit/audit-log.ts";
import { changedFields } from "../audit/changed-fields.ts";
import { validJson } from "../http/validate.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { countLimit, idIn, rowRange, totalOf } from "../data/list-query.ts";
import { idParam, listResponse, validListQuery } from "./rest.ts";
import { adminDiscountCodeSchema, discountCodeListFilter, type AdminDiscountCodeInput } from "./validators.ts";

const DISCOUNT_CODE_SORT_FIELDS = [
  "id",
  "code",
  "kind",
  "value",
  "endsAt",
  "usageCount",
  "active",
  "createdAt",
] as const;

const codeList = validListQuery({
  sortable: DISCOUNT_CODE_SORT_FIELDS,
  filter: discountCodeListFilter,
});

function toAdminDiscountCode(code: DiscountCode): AdminDiscountCodeRecord {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    value: code.kind === "AMOUNT" ? toEuros(code.value) : code.value,
    minimumOrder: code.minimumOrderCents === null ? null : toEuros(code.minimumOrderCents),
    startsAt: code.startsAt?.toISOString() ?? null,
    endsAt: code.endsAt?.toISOString() ?? null,
    usageLimit: code.usageLimit,
    usageLimitPerEmail: code.usageLimitPerEmail,
    productSlugs: code.productSlugs,
    categorySlugs: code.categorySlugs,
    active: code.active,
    usageCount: code.usageCount,
    createdAt: code.createdAt.toISOString(),
    updatedAt: code.updatedAt.toISOString(),
  };
}

function rowOf(input: AdminDiscountCodeInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === "AMOUNT" ? toCents(input.value) : input.value,
    minimumOrderCents: input.minimumOrder == null ? null : toCents(input.minimumOrder),
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    usageLimit: input.usageLimit ?? null,
    usageLimitPerEmail: input.usageLimitPerEmail ?? null,
    productSlugs: [...new Set(input.productSlugs)],
    categorySlugs: [...new Set(input.categorySlugs)],
    active: input.active,
  } satisfies Prisma.DiscountCodeUncheckedCreateInput;
}

async function assertFreeCode(deps: Deps, code: string, id?: number) {
  const taken = await deps.prisma.discountCode.findUnique({ where: { code }, select: { id: true } });
  if (taken && taken.id !== id) throw badRequest(`The code '${code}' already exists`, "code");
}

async function findCode(deps: Deps, id: number) {
  const code = await deps.prisma.discountCode.findUnique({ where: { id } });
  if (!code) throw notFound("Discount code");
  return code;
}

async function saveCode(deps: Deps, staff: StaffActor, input: AdminDiscountCodeInput, id?: number) {
  await assertFreeCode(deps, input.code, id);
  const data = rowOf(input);
  return deps.prisma.$transaction(async (tx) => {
    // Locked as a checkout's redemption locks it, so the uses read below are the ones the save meets.
    if (id !== undefined) await tx.$queryRaw`SELECT "id" FROM "DiscountCode" WHERE "id" = ${id} FOR UPDATE`;
    const before = id === undefined ? null : await tx.discountCode.findUnique({ where: { id } });
    if (id !== undefined && !before) throw notFound("Discount code");
    // Uses taken stay taken (their orders stand); the database refuses a limit below them too.
    if (before && data.usageLimit !== null && data.usageLimit < before.usageCount)
      throw conflict(
        "usage_limit_below_uses",
        `The code has been used ${before.usageCount} times already: the limit cannot be lower; deactivate it to stop further uses`,
        "usageLimit",
      );
    const saved = before
      ? await tx.discountCode.update({ where: { id: before.id }, data })
      : await tx.discountCode.create({ data });
    await recordAudit(tx, {
      ...staff,
      action: before ? "discount_code.updated" : "discount_code.created",
      recordId: saved.id,
      changes: changedFields(before, saved),
    });
    return saved;
  });
}

export const adminDiscountCodeRoutes = new Hono<AppEnv>()
  .get("/", can("discount-codes.read"), codeList, async (c) => {
    const query = c.req.valid("query");
    const { q, id, active } = query.filter;
    const where: Prisma.DiscountCodeWhereInput = {
      id: idIn(id),
      active: active ?? undefined,
      code: q ? { contains: q, mode: "insensitive" } : undefined,
    };
    const [rows, total] = await Promise.all([
      c.var.deps.prisma.discountCode.findMany({
        where,
        orderBy: [{ [query.sortField]: query.sortOrder }, { id: query.sortOrder }],
        ...rowRange(query),
      }),
      c.var.deps.prisma.discountCode.count({ where, take: countLimit(query) }),
    ]);
    return listResponse(c, "discount-codes", rows.map(toAdminDiscountCode), totalOf(total, query), query.start);
  })
  .get("/:id", can("discount-codes.read"), async (c) =>
    c.json(toAdminDiscountCode(await findCode(c.var.deps, idParam(c)))),
  )
  .post("/", can("discount-codes.write"), validJson(adminDiscountCodeSchema), async (c) => {
    const saved = await saveCode(c.var.deps, staffActor(c), c.req.valid("json"));
    return c.json(toAdminDiscountCode(saved), 201);
  })
  .put("/:id", can("discount-codes.write"), validJson(adminDiscountCodeSchema), async (c) => {
    const saved = await saveCode(c.var.deps, staffActor(c), c.req.valid("json"), idParam(c));
    return c.json(toAdminDiscountCode(saved));
  })
  // The console's delete: the code is switched off and stays, with the orders that used it.
  .delete("/:id", can("discount-codes.write"), async (c) => {
    const id = idParam(c);
    const saved = await c.var.deps.prisma.$transaction(async (tx) => {
      const code = await tx.discountCode.findUnique({ where: { id } });
      if (!code) throw notFound("Discount code");
      const updated = await tx.discountCode.update({ where: { id }, data: { active: false } });
      await recordAudit(tx, {
        ...staffActor(c),
        action: "discount_code.deactivated",
        recordId: id,
        changes: changedFields(code, updated),
      });
      return updated;
    });
    return c.json(toAdminDiscountCode(saved));
  });
