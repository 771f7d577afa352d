// The console's order list in SQL (docs/performance.md, "The console's lists"): the page's ids are
// read in the order of an index (each sort's columns with the id that breaks their ties), only
// then its rows' columns, and the matches are counted up to countLimit. A search is an exact look-up
// when it is a whole order number or e-mail address, else trigram matches of every word.
import { Prisma } from "@shop/db";
import {
  LIST_COUNT_CAP,
  toEuros,
  type AdminOrderListRow,
  type OrderStatus,
  type PaymentGateway,
  type PaymentMethod,
} from "@shop/shared";
import { isEmailAddress } from "@shop/shared/contact";
import { ORDER_NUMBER_PATTERN } from "@shop/shared/order-number";
import type { Deps } from "../context.ts";
import {
  containsPattern,
  countLimit,
  fromTheEnd,
  idCondition,
  isDeepPage,
  likeEscaped,
  sqlOrder,
  sqlWhere,
  totalOf,
  type ListPage,
  type ListQuery,
} from "../data/list-query.ts";
import { awaitingShipmentSql, openWithdrawalSql, PAYMENT_FAILED_EVENT } from "../orders/index.ts";

export interface OrderListFilter {
  q?: string;
  id?: number[];
  status?: OrderStatus;
  createdAt_gte?: Date;
  createdAt_lte?: Date;
  withdrawal?: "open";
  /** Paid orders not shipped yet, partly refunded ones included (the dashboard's figure). */
  shipment?: "due";
  email?: string;
}

/**
 * Each sortable field's order: its columns, then the id. Ties of a status are broken by the date
 * first, so that the ("status", "createdAt") index reads a page in order.
 */
const ORDER_KEYS = {
  id: [Prisma.sql`o."id"`],
  number: [Prisma.sql`o."number"`],
  email: [Prisma.sql`o."email"`, Prisma.sql`o."id"`],
  status: [Prisma.sql`o."status"`, Prisma.sql`o."createdAt"`, Prisma.sql`o."id"`],
  total: [Prisma.sql`o."totalCents"`, Prisma.sql`o."id"`],
  createdAt: [Prisma.sql`o."createdAt"`, Prisma.sql`o."id"`],
  paidAt: [Prisma.sql`o."paidAt"`, Prisma.sql`o."id"`],
} satisfies Record<string, Prisma.Sql[]>;

export const ORDER_SORT_FIELDS = Object.keys(ORDER_KEYS) as (keyof typeof ORDER_KEYS)[];

/** A word shorter than a trigram matches a first or last name as a whole (an "Li", an "Ng"). */
const TRIGRAM = 3;

/**
 * The orders a word shorter than a trigram finds: those with a billing or shipping first or last
 * name that is the word, in any case (its trigram indexes on "OrderAddress").
 */
function nameMatches(word: string): Prisma.Sql {
  const name = likeEscaped(word);
  return Prisma.sql`SELECT s."orderId", s."createdAt" FROM "OrderAddress" a
    JOIN "OrderSearch" s ON s."orderId" = a."orderId" WHERE a."firstName" ILIKE ${name} OR a."lastName" ILIKE ${name}`;
}

/**
 * The ids and dates of the orders every word of a search finds; null for a whole number or e-mail
 * address. The longer words are ILIKE '%word%' on the orders' search texts (the number, e-mail and
 * names of each order lower-cased in one short row of "OrderSearch", kept by triggers), all in one
 * condition, so that the trigram index intersects them before any row is rechecked ("anna schmidt"
 * rechecks the orders with both, not the thousands with either); the ids and dates come from those
 * rows (joining them back for their dates made the planner scan the table whole).
 */
function searchMatches(q: string): Prisma.Sql | null {
  if (ORDER_NUMBER_PATTERN.test(q.toUpperCase()) || isEmailAddress(q)) return null;
  const words = q.split(/\s+/);
  const long = words.filter((word) => word.length >= TRIGRAM);
  const parts = [
    ...(long.length
      ? [
          Prisma.sql`SELECT s."orderId", s."createdAt" FROM "OrderSearch" s WHERE ${Prisma.join(
            long.map((word) => Prisma.sql`s."text" ILIKE ${containsPattern(word)}`),
            " AND ",
          )}`,
        ]
      : []),
    ...words.filter((word) => word.length < TRIGRAM).map(nameMatches),
  ];
  const every = Prisma.join(
    parts.map((part) => Prisma.sql`(${part})`),
    " INTERSECT ",
  );
  return Prisma.sql`SELECT DISTINCT "id", "createdAt" FROM (${every}) AS matched ("id", "createdAt")`;
}

/**
 * A whole order number or e-mail address is looked up by its unique or plain index (orders keep
 * their number in capitals and their address lower-cased, orders/create-order.ts); anything else
 * is a search of every word: its query, or once it has run, nothing (orderSource reads its matches).
 */
function searchCondition(q: string, matched?: number[]): Prisma.Sql {
  const matches = searchMatches(q);
  if (matches === null)
    return ORDER_NUMBER_PATTERN.test(q.toUpperCase())
      ? Prisma.sql`o."number" = ${q.toUpperCase()}`
      : Prisma.sql`o."email" = ${q.toLowerCase()}`;
  return matched ? Prisma.sql`TRUE` : Prisma.sql`o."id" IN (SELECT "id" FROM (${matches}) AS matched)`;
}

/**
 * The list's where clause. One customer's orders (`email`) are the whole address, matched exactly
 * on the e-mail index (no LIKE, whose `_` and `%` would match other addresses).
 */
export function orderListWhere(filter: OrderListFilter, matched?: number[]): Prisma.Sql {
  const conditions = idCondition(Prisma.sql`o."id"`, filter.id);
  if (filter.status) conditions.push(Prisma.sql`o."status" = ${filter.status}::"OrderStatus"`);
  if (filter.email) conditions.push(Prisma.sql`o."email" = ${filter.email.toLowerCase()}`);
  if (filter.createdAt_gte) conditions.push(Prisma.sql`o."createdAt" >= ${filter.createdAt_gte}`);
  if (filter.createdAt_lte) conditions.push(Prisma.sql`o."createdAt" <= ${filter.createdAt_lte}`);
  if (filter.withdrawal) conditions.push(openWithdrawalSql("o"));
  if (filter.shipment) conditions.push(awaitingShipmentSql("o"));
  if (filter.q) conditions.push(searchCondition(filter.q, matched));
  return sqlWhere(conditions);
}

const orderBy = (query: ListQuery<unknown>) => sqlOrder(ORDER_KEYS[query.sortField as keyof typeof ORDER_KEYS], query);

/**
 * The orders a list reads: all of them, or a search's matches once it has run, read by their ids
 * (a page and a count then cost what the matches do, never a walk of an index filtered by them).
 */
function orderSource(matched?: number[]): Prisma.Sql {
  // Each match looked up by its id (OFFSET 0 keeps the planner from folding the lookup into a walk
  // of a sort's whole index hashed against the matches, which it estimates cheaper and is not).
  return matched
    ? Prisma.sql`unnest(${matched}::int[]) AS matched ("id")
        CROSS JOIN LATERAL (SELECT * FROM "Order" x WHERE x."id" = matched."id" OFFSET 0) o`
    : Prisma.sql`"Order" o`;
}

/** The page's ids, in the list's order: an index scan that reads ids only, however deep the page. */
export function orderPageQuery(query: ListQuery<OrderListFilter>, matched?: number[]): Prisma.Sql {
  return Prisma.sql`SELECT o."id" FROM ${orderSource(matched)} WHERE ${orderListWhere(query.filter, matched)}
    ORDER BY ${orderBy(query)} LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`;
}

interface OrderListSqlRow {
  id: number;
  number: string;
  email: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentGateway: PaymentGateway;
  totalCents: number;
  createdAt: Date;
  paidAt: Date | null;
  firstName: string | null;
  lastName: string | null;
  itemCount: number;
  withdrawn: boolean;
  withdrawalOpen: boolean;
  refundedCents: number;
  paymentDeclinedAt: Date | null;
}

/**
 * One page of the console's order list. The rows' own columns, their shipping name, item count,
 * whether they were withdrawn from and their last declined payment are read for the page's ids
 * alone (a deferred join), never for the rows an offset skips.
 */
export async function listOrders(
  deps: Pick<Deps, "prisma">,
  query: ListQuery<OrderListFilter>,
): Promise<ListPage<AdminOrderListRow>> {
  const matches = query.filter.q ? searchMatches(query.filter.q) : null;
  const searchAlone = Object.entries(query.filter).every(([key, value]) => key === "q" || value === undefined);
  if (matches && searchAlone && (query.sortField === "id" || query.sortField === "createdAt"))
    return searchPage(deps, query, matches);
  // A search's matches are found once, by the trigram indexes; the page and the count then read
  // those orders by their ids rather than run the search twice over. Past LIST_COUNT_CAP matches (a
  // search for "example"), reading them one by one costs more than the search run again inside the
  // page's query and the count's, where the planner joins them.
  const found = matches ? await deps.prisma.$queryRaw<{ id: number }[]>(matches) : [];
  const matched = matches && found.length <= LIST_COUNT_CAP ? found.map((row) => row.id) : undefined;
  const where = orderListWhere(query.filter, matched);
  const count = async () =>
    matched !== undefined && searchAlone
      ? Math.min(matched.length, countLimit(query))
      : (
          await deps.prisma.$queryRaw<[{ counted: number }]>`
            SELECT count(*)::int AS "counted" FROM (
              SELECT 1 FROM ${orderSource(matched)} WHERE ${where} LIMIT ${countLimit(query)}
            ) matched`
        )[0].counted;
  // A deep page that reaches the end is read from there (its rows are sorted again by listRows).
  const page = (counted?: number) =>
    orderPageQuery((counted === undefined ? null : fromTheEnd(query, counted)) ?? query, matched);
  // A deep page is counted first, to know whether it reaches the end; any other page and its
  // count are read side by side.
  let rows: AdminOrderListRow[], counted: number;
  if (isDeepPage(query)) {
    counted = await count();
    rows = await listRows(deps, page(counted), query);
  } else [rows, counted] = await Promise.all([listRows(deps, page(), query), count()]);
  return { rows, total: totalOf(counted, query) };
}

/**
 * A search and nothing else, sorted by date (the console's default) or by number (the ids): the
 * page is its matches sorted by the dates kept beside their texts, counted in the same statement,
 * so that no order is read but the page's and no more than the page leaves the database.
 */
async function searchPage(
  deps: Pick<Deps, "prisma">,
  query: ListQuery<OrderListFilter>,
  matches: Prisma.Sql,
): Promise<ListPage<AdminOrderListRow>> {
  const keys = query.sortField === "createdAt" ? [Prisma.sql`m."createdAt"`, Prisma.sql`m."id"`] : [Prisma.sql`m."id"`];
  const page = await deps.prisma.$queryRaw<{ id: number; matches: number }[]>`
    SELECT m."id", count(*) OVER ()::int AS "matches" FROM (${matches}) m
    ORDER BY ${sqlOrder(keys, query)} LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`;
  // A page past the last match has no row to carry their count.
  const counted = page.length
    ? page[0].matches
    : (await deps.prisma.$queryRaw<[{ counted: number }]>`SELECT count(*)::int AS "counted" FROM (${matches}) m`)[0]
        .counted;
  const ids = Prisma.sql`SELECT unnest(${page.map((row) => row.id)}::int[]) AS "id"`;
  return {
    rows: await listRows(deps, ids, query),
    total: totalOf(Math.min(counted, countLimit(query)), query),
  };
}

/** The list's rows of the orders `pageIds` names, in the list's order. */
async function listRows(
  deps: Pick<Deps, "prisma">,
  pageIds: Prisma.Sql,
  query: ListQuery<OrderListFilter>,
): Promise<AdminOrderListRow[]> {
  const rows = await deps.prisma.$queryRaw<OrderListSqlRow[]>`
      SELECT o."id", o."number", o."email", o."status", o."paymentMethod", o."paymentGateway",
        o."totalCents", o."createdAt", o."paidAt", s."firstName", s."lastName",
        (SELECT coalesce(sum(i."quantity"), 0)::int FROM "OrderItem" i WHERE i."orderId" = o."id") AS "itemCount",
        EXISTS (SELECT 1 FROM "Withdrawal" w WHERE w."orderId" = o."id") AS "withdrawn",
        ${openWithdrawalSql("o")} AS "withdrawalOpen",
        (SELECT coalesce(sum(r."amountCents"), 0)::int FROM "Refund" r
          WHERE r."orderId" = o."id" AND r."status" = 'done') AS "refundedCents",
        -- A decline counts until the order is paid: a later attempt that went through answers it.
        CASE WHEN o."paidAt" IS NULL THEN (
          SELECT max(e."createdAt") FROM "OrderEvent" e
          WHERE e."orderId" = o."id" AND e."type" = ${PAYMENT_FAILED_EVENT}::"OrderEventType"
        ) END AS "paymentDeclinedAt"
      FROM (${pageIds}) page
      JOIN "Order" o ON o."id" = page."id"
      LEFT JOIN "OrderAddress" s ON s."orderId" = o."id" AND s."kind" = 'SHIPPING'
      ORDER BY ${orderBy(query)}`;
  return rows.map(toListRow);
}

function toListRow(row: OrderListSqlRow): AdminOrderListRow {
  return {
    id: row.id,
    number: row.number,
    email: row.email,
    customerName: row.firstName === null ? "" : `${row.firstName} ${row.lastName}`.trim(),
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentGateway: row.paymentGateway,
    total: toEuros(row.totalCents),
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    paymentDeclinedAt: row.paymentDeclinedAt?.toISOString() ?? null,
    withdrawn: row.withdrawn,
    withdrawalOpen: row.withdrawalOpen,
    refunded: toEuros(row.refundedCents),
  };
}
