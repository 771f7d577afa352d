// A cached page is the same for every visitor except its CSP nonce, which must be fresh in every
// answer. Compressing the whole page for each answer would cost more than rendering it; instead
// the parts between the nonces are compressed once, and each answer splices the fresh nonce in
// between as a stored (uncompressed) DEFLATE block (RFC 1951 §3.2.4), inside one gzip member
// (RFC 1952) whose CRC-32 covers the page as sent.
//
// Every part but the last ends with a sync flush, so it stops on a byte boundary with no block
// left open; each part is compressed on its own, so none refers back to bytes of another. That
// makes the parts, with stored blocks between them, one valid DEFLATE stream.
//
// An answer is then a copy of the prepared member with the nonce written into its slots, and a
// checksum combined from the parts' own (computed once) and the nonce's: no pass over the page.
import { constants, crc32, deflateRawSync } from "node:zlib";

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The most a stored block holds. */
const STORED_MAX = 0xffff;

export interface SplicedGzip {
  /** The gzip member with empty slots of `slotLength` bytes, and a checksum still to write. */
  readonly template: Buffer;
  /** Where each slot's bytes start in the template. */
  readonly slotOffsets: number[];
  readonly slotLength: number;
  /** CRC-32 of each part, and the operator that moves a CRC past each part's length. */
  readonly partCrcs: number[];
  readonly pastParts: CrcShift[];
  readonly pastSlot: CrcShift;
  /** Bytes of the page as sent, for the gzip trailer. */
  readonly rawLength: number;
}

/**
 * Compresses the text between the slots once: `parts.length - 1` slots, each to be filled with a
 * value of `slotLength` bytes (a nonce: always the same length).
 */
export function compressAroundSlots(parts: readonly string[], slotLength: number): SplicedGzip {
  if (slotLength > STORED_MAX) throw new RangeError("A slot must be shorter than 64 KiB");
  const raw = parts.map((part) => Buffer.from(part, "utf8"));
  const compressed = raw.map((part, index) =>
    deflateRawSync(part, {
      level: 9,
      finishFlush: index === raw.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    }),
  );
  const storedHeader = Buffer.alloc(5);
  storedHeader[0] = 0; // BFINAL 0, BTYPE 00 (stored); the block starts on a byte boundary
  storedHeader.writeUInt16LE(slotLength, 1);
  storedHeader.writeUInt16LE(~slotLength & 0xffff, 3);
  const chunks: Buffer[] = [GZIP_HEADER];
  const slotOffsets: number[] = [];
  let offset = GZIP_HEADER.length;
  compressed.forEach((part, index) => {
    if (index > 0) {
      chunks.push(storedHeader, Buffer.alloc(slotLength));
      slotOffsets.push(offset + storedHeader.length);
      offset += storedHeader.length + slotLength;
    }
    chunks.push(part);
    offset += part.length;
  });
  chunks.push(Buffer.alloc(8));
  const slots = raw.length - 1;
  return {
    template: Buffer.concat(chunks),
    slotOffsets,
    slotLength,
    partCrcs: raw.map((part) => crc32(part)),
    pastParts: raw.map((part) => crcShift(part.length)),
    pastSlot: crcShift(slotLength),
    rawLength: raw.reduce((sum, part) => sum + part.length, 0) + slots * slotLength,
  };
}

/** The gzip of the parts with `value` in every slot, without compressing the parts again. */
export function gzipWithSlots(spliced: SplicedGzip, value: string): Buffer {
  const filler = Buffer.from(value, "utf8");
  if (filler.length !== spliced.slotLength) {
    throw new RangeError(`A slot holds ${spliced.slotLength} bytes, not ${filler.length}`);
  }
  const answer = Buffer.allocUnsafe(spliced.template.length);
  spliced.template.copy(answer);
  for (const offset of spliced.slotOffsets) filler.copy(answer, offset);
  const fillerCrc = crc32(filler);
  let crc = spliced.partCrcs[0];
  for (let index = 1; index < spliced.partCrcs.length; index++) {
    crc = (spliced.pastSlot(crc) ^ fillerCrc) >>> 0;
    crc = (spliced.pastParts[index](crc) ^ spliced.partCrcs[index]) >>> 0;
  }
  answer.writeUInt32LE(crc >>> 0, answer.length - 8);
  answer.writeUInt32LE(spliced.rawLength >>> 0, answer.length - 4);
  return answer;
}

/**
 * CRC-32 of A followed by B, from the CRC of each: crc(A‖B) = shift(crc(A)) ^ crc(B), where
 * `shift` runs the CRC register over len(B) zero bytes (zlib's crc32_combine). The shift is
 * linear over GF(2): it is built once per length as a 32×32 bit matrix (by squaring, so in
 * log₂(length) steps) and applied through four 256-entry tables, a byte of the CRC at a time.
 */
type CrcShift = (crc: number) => number;

const POLYNOMIAL = 0xedb88320;

/** A 32×32 GF(2) matrix as its 32 columns: the image of each bit. */
type Matrix = Uint32Array;

function apply(matrix: Matrix, vector: number): number {
  let result = 0;
  for (let bit = 0; vector !== 0; bit++, vector >>>= 1) if (vector & 1) result ^= matrix[bit];
  return result >>> 0;
}

function compose(outer: Matrix, inner: Matrix): Matrix {
  return Uint32Array.from(inner, (column) => apply(outer, column));
}

/** The register after one zero bit: shift right, folding in the polynomial when a 1 falls out. */
function oneZeroBit(): Matrix {
  const matrix = new Uint32Array(32);
  matrix[0] = POLYNOMIAL;
  for (let bit = 1; bit < 32; bit++) matrix[bit] = 1 << (bit - 1);
  return matrix;
}

function crcShift(bytes: number): CrcShift {
  let result: Matrix | null = null;
  let power = oneZeroBit();
  for (let bits = bytes * 8; bits > 0; bits = Math.floor(bits / 2)) {
    if (bits % 2 === 1) result = result ? compose(power, result) : power;
    if (bits > 1) power = compose(power, power);
  }
  if (!result) return (crc) => crc >>> 0;
  const matrix = result;
  const tables = [0, 8, 16, 24].map((shift) =>
    Uint32Array.from({ length: 256 }, (_, byte) => apply(matrix, byte << shift)),
  );
  const [t0, t1, t2, t3] = tables;
  return (crc) => (t0[crc & 0xff] ^ t1[(crc >>> 8) & 0xff] ^ t2[(crc >>> 16) & 0xff] ^ t3[crc >>> 24]) >>> 0;
}
