// The shop's sitemaps, as the sitemaps.org protocol (0.9) has them: /sitemap.xml is a sitemap
// index naming child sitemaps, each of at most MAX_SITEMAP_URLS URLs and MAX_SITEMAP_BYTES
// uncompressed, gzip-compressed. The children sit at the root (/sitemap-products-1.xml.gz), since
// a sitemap may only list URLs below its own folder. A page is one <url> per language, each naming
// every language's version and x-default (Google's hreflang annotations in sitemaps), as the
// page's own head does (storefront/src/ui/PageMeta.tsx).
//
// They are built once, on the first request after a catalog or blog write dropped them (drop(),
// called from api/src/deps.ts), never per request: products, posts and categories are read in
// keyset pages of their slug and update time only, and each child is gzipped as it is written, so
// what stays in memory is the compressed files.
import { createHash } from "node:crypto";
import { createGzip, gzipSync } from "node:zlib";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@shop/shared";
import type { PrismaClient } from "@shop/db";

/** The protocol's limits for one sitemap file: URLs, and bytes before compression (50 MiB). */
export const MAX_SITEMAP_URLS = 50_000;
export const MAX_SITEMAP_BYTES = 52_428_800;
/** Rows read per query while building. */
const PAGE_SIZE = 2_000;

/** Pages that exist in every language, by path after the language prefix. */
const STATIC_PAGES = [
  "",
  "shop",
  "blog",
  "delivery",
  "privacy-policy",
  "terms-and-conditions",
  "withdrawal",
  "contact",
  "imprint",
  "accessibility",
];

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

/** One file as served: its bytes (gzip for a child), its validator and when it was built. */
export interface SitemapFile {
  body: Buffer;
  etag: string;
  builtAt: Date;
}

interface BuiltSitemaps {
  /** The index, uncompressed and gzipped (a client that takes no gzip gets the plain one). */
  index: { xml: SitemapFile; gzip: SitemapFile };
  /** The children by file name (`sitemap-products-1.xml.gz`), gzipped. */
  children: ReadonlyMap<string, SitemapFile>;
  /** URLs per child, by file name (for tests and the benchmark). */
  urlCounts: ReadonlyMap<string, number>;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = "</urlset>\n";
const FRAME_BYTES = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);

/** A W3C datetime to the second, as the protocol's <lastmod> takes it. */
const w3cDate = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

const etagOf = (bytes: Buffer) => `"${createHash("sha1").update(bytes).digest("base64url")}"`;

/** The <url> entries of one page: one per language, each with every language's alternate and x-default. */
function urlEntries(origin: string, path: string, lastmod?: Date): string[] {
  const href = (lang: string) => escapeXml(`${origin}/${lang}${path ? `/${path}` : ""}`);
  const alternates = [...LANGUAGES.map((lang) => [lang, href(lang)]), ["x-default", href(DEFAULT_LANGUAGE)]]
    .map(([lang, url]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${url}"/>\n`)
    .join("");
  const modified = lastmod ? `    <lastmod>${w3cDate(lastmod)}</lastmod>\n` : "";
  return LANGUAGES.map((lang) => `  <url>\n    <loc>${href(lang)}</loc>\n${modified}${alternates}  </url>\n`);
}

/** A gzip stream that keeps what it compresses in memory. */
function gzipInMemory() {
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    gzip.on("end", () => resolve(Buffer.concat(chunks)));
    gzip.on("error", reject);
  });
  return {
    write: (text: string) => void gzip.write(text),
    end: () => {
      gzip.end();
      return finished;
    },
    /** Gives up (a build that failed half-way). */
    destroy: () => {
      finished.catch(() => {});
      gzip.destroy();
    },
  };
}

interface Child {
  name: string;
  gzip: ReturnType<typeof gzipInMemory>;
  urls: number;
  bytes: number;
  /** Unwritten entries, flushed to the gzip stream in pieces of a few dozen kilobytes. */
  pending: string[];
  pendingBytes: number;
  lastmod?: Date;
}

/**
 * Writes a section's URLs into as many children as its size needs (`sitemap-<section>-<n>.xml.gz`),
 * each handed to `opened` as it begins.
 */
function sectionWriter(section: string, limits: SitemapLimits, opened: (child: Child) => void) {
  let child: Child | null = null;
  let count = 0;
  const flush = (open: Child) => {
    if (open.pending.length === 0) return;
    open.gzip.write(open.pending.join(""));
    open.pending = [];
    open.pendingBytes = 0;
  };
  const close = () => {
    if (!child) return;
    child.pending.push(URLSET_CLOSE);
    flush(child);
    child = null;
  };
  return {
    add(entry: string, lastmod?: Date) {
      const bytes = Buffer.byteLength(entry);
      if (FRAME_BYTES + bytes > limits.maxBytes) throw new Error(`A sitemap entry of ${bytes} bytes exceeds the limit`);
      if (child && (child.urls + 1 > limits.maxUrls || child.bytes + bytes > limits.maxBytes)) close();
      if (!child) {
        count++;
        child = {
          name: `sitemap-${section}-${count}.xml.gz`,
          gzip: gzipInMemory(),
          urls: 0,
          bytes: FRAME_BYTES,
          pending: [URLSET_OPEN],
          pendingBytes: 0,
        };
        opened(child);
      }
      child.urls++;
      child.bytes += bytes;
      child.pending.push(entry);
      child.pendingBytes += bytes;
      if (lastmod && (!child.lastmod || lastmod > child.lastmod)) child.lastmod = lastmod;
      if (child.pendingBytes >= 64 * 1024) flush(child);
    },
    close,
  };
}

type Row = { id: number; slug: string; updatedAt: Date };

/** Reads rows in keyset pages (by id), only the columns a sitemap needs. */
async function* keysetPages(read: (after: number, take: number) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = await read(after, PAGE_SIZE);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1].id;
  }
}

const columns = { id: true, slug: true, updatedAt: true } as const;

/** Builds the index and every child from the database. */
async function buildSitemaps(
  prisma: PrismaClient,
  origin: string,
  limits: SitemapLimits = { maxUrls: MAX_SITEMAP_URLS, maxBytes: MAX_SITEMAP_BYTES },
): Promise<BuiltSitemaps> {
  const builtAt = new Date();
  const written: Child[] = [];
  const opened = (child: Child) => written.push(child);
  const sections: [string, string, (after: number, take: number) => Promise<Row[]>][] = [
    [
      "categories",
      "category",
      (after, take) =>
        prisma.category.findMany({ where: { id: { gt: after } }, select: columns, orderBy: { id: "asc" }, take }),
    ],
    [
      "products",
      "product",
      // Archived products are never active; both are said, so that neither rule alone lets one in.
      (after, take) =>
        prisma.product.findMany({
          where: { id: { gt: after }, active: true, archivedAt: null },
          select: columns,
          orderBy: { id: "asc" },
          take,
        }),
    ],
    [
      "blog",
      "blog",
      (after, take) =>
        prisma.blogPost.findMany({ where: { id: { gt: after } }, select: columns, orderBy: { id: "asc" }, take }),
    ],
  ];
  try {
    const pages = sectionWriter("pages", limits, opened);
    for (const path of STATIC_PAGES) for (const entry of urlEntries(origin, path)) pages.add(entry);
    pages.close();
    for (const [section, prefix, read] of sections) {
      const writer = sectionWriter(section, limits, opened);
      for await (const rows of keysetPages(read))
        for (const row of rows)
          for (const entry of urlEntries(origin, `${prefix}/${row.slug}`, row.updatedAt))
            writer.add(entry, row.updatedAt);
      writer.close();
    }
  } catch (error) {
    for (const child of written) child.gzip.destroy();
    throw error;
  }
  // An index may name as many sitemaps as a sitemap may name URLs.
  if (written.length > MAX_SITEMAP_URLS) throw new Error(`${written.length} sitemaps exceed the index's limit`);

  const children = new Map<string, SitemapFile>();
  const urlCounts = new Map<string, number>();
  for (const child of written) {
    const body = await child.gzip.end();
    children.set(child.name, { body, etag: etagOf(body), builtAt });
    urlCounts.set(child.name, child.urls);
  }
  const index =
    `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    written
      .map(
        (child) =>
          `  <sitemap>\n    <loc>${escapeXml(`${origin}/${child.name}`)}</loc>\n` +
          `${child.lastmod ? `    <lastmod>${w3cDate(child.lastmod)}</lastmod>\n` : ""}  </sitemap>\n`,
      )
      .join("") +
    "</sitemapindex>\n";
  const xml = Buffer.from(index);
  // The index is a few kilobytes: compressed at once.
  const gzip = gzipSync(xml);
  return {
    index: {
      xml: { body: xml, etag: etagOf(xml), builtAt },
      gzip: { body: gzip, etag: `"${etagOf(xml).slice(1, -1)}-gzip"`, builtAt },
    },
    children,
    urlCounts,
  };
}

export interface Sitemaps {
  /** The sitemaps as built since the last drop; the first caller after a drop builds them, others wait for that build. */
  current(): Promise<BuiltSitemaps>;
  /** Forgets the built sitemaps (a catalog or blog write changed what they list). */
  drop(): void;
}

export function createSitemaps(
  deps: { prisma: PrismaClient; origin: string },
  limits: SitemapLimits = { maxUrls: MAX_SITEMAP_URLS, maxBytes: MAX_SITEMAP_BYTES },
): Sitemaps {
  let generation = 0;
  let built: { generation: number; sitemaps: BuiltSitemaps } | null = null;
  let building: { generation: number; sitemaps: Promise<BuiltSitemaps> } | null = null;
  return {
    current() {
      if (built?.generation === generation) return Promise.resolve(built.sitemaps);
      if (building?.generation === generation) return building.sitemaps;
      const started = generation;
      const sitemaps = buildSitemaps(deps.prisma, deps.origin, limits);
      const attempt = { generation: started, sitemaps };
      building = attempt;
      // Kept unless a write came while building (then served once, to those who asked, and built
      // again on the next request); a failed build is not kept either.
      sitemaps.then(
        (result) => {
          if (started === generation) built = { generation: started, sitemaps: result };
          if (building === attempt) building = null;
        },
        () => {
          if (building === attempt) building = null;
        },
      );
      return sitemaps;
    },
    drop() {
      generation++;
      built = null;
    },
  };
}
