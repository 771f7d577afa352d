// A cached page is the same for every visitor except its CSP nonce, which must be fresh in every
// answer. Compressing the whole page for each answer would cost more than rendering it; instead
// the parts between the nonces are compressed once, and each answer splices the fresh nonce in
// between as a stored (uncompressed) DEFLATE block (RFC 1951 §3.2.4), inside one gzip member
// (RFC 1952) whose CRC-32 covers the page as sent.
//
// Every part but the last ends with a sync flush, so it stops on a byte boundary with no block
// left open; each part is compressed on its own, so none refers back to bytes of another. That
// makes the parts, with stored blocks between them, one valid DEFLATE stream.
import { constants, crc32, deflateRawSync } from "node:zlib";

export interface SplicedGzip {
  /** The compressed parts: every one but the last ends with a sync flush, the last is final. */
  readonly parts: Buffer[];
  /** The parts as UTF-8, for the checksum of each answer. */
  readonly raw: Buffer[];
  readonly rawLength: number;
}

/** Compresses the text between the slots once: `parts.length - 1` slots for the same value. */
export function compressAroundSlots(parts: readonly string[]): SplicedGzip {
  const raw = parts.map((part) => Buffer.from(part, "utf8"));
  return {
    raw,
    rawLength: raw.reduce((sum, part) => sum + part.length, 0),
    parts: raw.map((part, index) =>
      deflateRawSync(part, {
        level: 9,
        finishFlush: index === raw.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    ),
  };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The most a stored block holds. */
const STORED_MAX = 0xffff;

function storedBlock(value: Buffer): Buffer {
  if (value.length > STORED_MAX) throw new RangeError("A slot's value must be shorter than 64 KiB");
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL 0, BTYPE 00 (stored); the block starts on a byte boundary
  header.writeUInt16LE(value.length, 1);
  header.writeUInt16LE(~value.length & 0xffff, 3);
  return Buffer.concat([header, value]);
}

/** The gzip of the parts with `value` in every slot, without compressing the parts again. */
export function gzipWithSlots(spliced: SplicedGzip, value: string): Buffer {
  const filler = Buffer.from(value, "utf8");
  const stored = storedBlock(filler);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  spliced.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(stored);
      crc = crc32(filler, crc);
    }
    chunks.push(part);
    crc = crc32(spliced.raw[index], crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((spliced.rawLength + filler.length * (spliced.parts.length - 1)) >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
