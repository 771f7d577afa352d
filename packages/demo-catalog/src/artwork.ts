/**
 * Locally generated demo artwork for the seed catalog.
 *
 * Everything is drawn as an SVG string (flat illustration style) and rasterised
 * with sharp. Nothing is ever downloaded; text uses the generic `sans-serif`
 * family only, so whatever sans font the machine has is used.
 */
import sharp from "sharp";

export interface ArtSpec {
  kind: "box" | "strip" | "cassette" | "vial" | "scene";
  /** Main hue, 0-360. */
  hue: number;
  /** Short text printed on the product, the same in every language (e.g. "THC", "AMH"). */
  label: string;
  /** Optional accent hue, 0-360 (defaults to a hue close to `hue`). */
  accent?: number;
}

const FONT = "sans-serif";

/* ------------------------------------------------------------------ helpers */

function normHue(h: number): number {
  if (!Number.isFinite(h)) return 200;
  return ((h % 360) + 360) % 360;
}

/** HSL (h 0-360, s/l 0-100) to #rrggbb, so the SVG needs no CSS colour functions. */
function hsl(h: number, s: number, l: number): string {
  const hh = normHue(h);
  const ss = Math.max(0, Math.min(100, s)) / 100;
  const ll = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + hh / 30) % 12;
  const a = ss * Math.min(ll, 1 - ll);
  const f = (n: number) => ll - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return (
    "#" +
    [f(0), f(8), f(4)]
      .map((x) =>
        Math.round(x * 255)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Small deterministic hash, used for subtle per-label variation. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Rough width of bold sans-serif text: picks a font size so `text` fits `maxWidth`. */
function fitFont(text: string, maxWidth: number, maxSize: number, minSize = 12): number {
  let units = 0;
  for (const ch of text) {
    if (ch === " ") units += 0.34;
    else if ("il.,:;|!'·".includes(ch)) units += 0.36;
    else if ("MWmw".includes(ch)) units += 0.98;
    else if (ch >= "A" && ch <= "Z") units += 0.76;
    else if (ch >= "0" && ch <= "9") units += 0.7;
    else units += 0.66;
  }
  const size = maxWidth / Math.max(units, 1);
  return Math.max(minSize, Math.min(maxSize, size));
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

interface Palette {
  h: number;
  a: number;
  main: string;
  mainDark: string;
  mainDeep: string;
  mainLight: string;
  mainPale: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  ink: string;
  inkSoft: string;
  paper: string;
  line: string;
}

function palette(spec: ArtSpec): Palette {
  const h = normHue(spec.hue);
  const a = normHue(spec.accent ?? h + 38);
  return {
    h,
    a,
    main: hsl(h, 58, 48),
    mainDark: hsl(h, 55, 36),
    mainDeep: hsl(h, 50, 24),
    mainLight: hsl(h, 60, 72),
    mainPale: hsl(h, 55, 93),
    accent: hsl(a, 70, 55),
    accentLight: hsl(a, 75, 86),
    accentDark: hsl(a, 60, 40),
    ink: hsl(h, 40, 18),
    inkSoft: hsl(h, 18, 46),
    paper: hsl(h, 30, 99),
    line: hsl(h, 20, 84),
  };
}

function defs(p: Palette): string {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(p.h, 70, 97)}"/>
      <stop offset="1" stop-color="${hsl(p.h, 50, 87)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="front" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="${hsl(p.h, 30, 95)}"/>
    </linearGradient>
    <linearGradient id="side" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${hsl(p.h, 52, 40)}"/>
      <stop offset="1" stop-color="${hsl(p.h, 55, 31)}"/>
    </linearGradient>
    <linearGradient id="top" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="${hsl(p.h, 55, 66)}"/>
      <stop offset="1" stop-color="${hsl(p.h, 55, 58)}"/>
    </linearGradient>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(p.h, 60, 52)}"/>
      <stop offset="1" stop-color="${hsl(p.h, 58, 42)}"/>
    </linearGradient>
    <linearGradient id="plastic" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="0.7" stop-color="${hsl(p.h, 18, 96)}"/>
      <stop offset="1" stop-color="${hsl(p.h, 18, 88)}"/>
    </linearGradient>
    <linearGradient id="pouch" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(p.h, 55, 60)}"/>
      <stop offset="0.55" stop-color="${hsl(p.h, 56, 50)}"/>
      <stop offset="1" stop-color="${hsl(p.h, 55, 40)}"/>
    </linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#ffffff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
      <stop offset="0.25" stop-color="#ffffff" stop-opacity="0.95"/>
      <stop offset="0.7" stop-color="${hsl(p.h, 30, 92)}" stop-opacity="0.8"/>
      <stop offset="1" stop-color="${hsl(p.h, 30, 80)}" stop-opacity="0.85"/>
    </linearGradient>
    <linearGradient id="liquid" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${hsl(p.a, 65, 70)}"/>
      <stop offset="1" stop-color="${hsl(p.a, 60, 52)}"/>
    </linearGradient>
    <linearGradient id="cap" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${hsl(p.a, 68, 62)}"/>
      <stop offset="0.5" stop-color="${hsl(p.a, 70, 54)}"/>
      <stop offset="1" stop-color="${hsl(p.a, 62, 42)}"/>
    </linearGradient>
    <linearGradient id="handle" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${hsl(p.a, 70, 58)}"/>
      <stop offset="1" stop-color="${hsl(p.a, 65, 47)}"/>
    </linearGradient>
    <radialGradient id="shade" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#1b2233" stop-opacity="0.55"/>
      <stop offset="0.45" stop-color="#1b2233" stop-opacity="0.32"/>
      <stop offset="1" stop-color="#1b2233" stop-opacity="0"/>
    </radialGradient>
  </defs>`;
}

/** Soft contact shadow: an ellipse with a radial fade (no filter, so rendering stays fast). */
function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.2): string {
  return `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx * 1.15)}" ry="${fmt(ry * 1.6)}" fill="url(#shade)" opacity="${fmt2(opacity * 1.6)}"/>`;
}

/** Soft drop shadow following a rounded rectangle, faked with a few stacked translucent layers. */
function rectShadow(x: number, y: number, w: number, h: number, r: number, opacity = 0.16): string {
  const layers = 8;
  const spread = 30;
  let out = "";
  for (let i = 0; i < layers; i++) {
    const grow = spread * (1 - i / layers);
    out += `<rect x="${fmt(x + 10 - grow / 2)}" y="${fmt(y + 22 - grow / 2)}" width="${fmt(w + grow)}" height="${fmt(h + grow)}" rx="${fmt(r + grow / 2)}" fill="#1b2233" opacity="${fmt2((opacity / layers) * 1.2)}"/>`;
  }
  return out;
}

function fmt2(n: number): string {
  return n.toFixed(3);
}

/* ------------------------------------------------------------------ shapes */
/* Every shape is drawn in its own local coordinates around (0, 0); callers   */
/* place it with a transform.                                                 */

function ceMark(x: number, y: number, size: number, color: string): string {
  // "CE" plus an outlined "IVD" tag: universal, language-neutral.
  const w = size * 1.9;
  return `
    <text x="${fmt(x)}" y="${fmt(y)}" font-family="${FONT}" font-weight="700" font-size="${fmt(size)}" fill="${color}">CE</text>
    <rect x="${fmt(x + size * 1.75)}" y="${fmt(y - size * 0.78)}" width="${fmt(w)}" height="${fmt(size * 0.92)}" rx="${fmt(size * 0.18)}" fill="none" stroke="${color}" stroke-width="${fmt(size * 0.07)}"/>
    <text x="${fmt(x + size * 1.75 + w / 2)}" y="${fmt(y - size * 0.12)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fmt(size * 0.56)}" fill="${color}">IVD</text>`;
}

function brand(x: number, y: number, size: number, color: string, anchor: "start" | "middle" = "start"): string {
  const r = size * 0.36;
  const textX = anchor === "start" ? x + r * 2 + size * 0.3 : x;
  const circleX = anchor === "start" ? x + r : x - size * 2.0;
  return `
    <circle cx="${fmt(circleX)}" cy="${fmt(y - size * 0.34)}" r="${fmt(r)}" fill="none" stroke="${color}" stroke-width="${fmt(size * 0.13)}"/>
    <path d="M${fmt(circleX - r * 0.45)} ${fmt(y - size * 0.34)} h${fmt(r * 0.9)} M${fmt(circleX)} ${fmt(y - size * 0.34 - r * 0.45)} v${fmt(r * 0.9)}" stroke="${color}" stroke-width="${fmt(size * 0.11)}" stroke-linecap="round"/>
    <text x="${fmt(textX)}" y="${fmt(y)}" text-anchor="${anchor === "start" ? "start" : "middle"}" font-family="${FONT}" font-weight="700" font-size="${fmt(size)}" letter-spacing="${fmt(size * 0.04)}" fill="${color}">testkit</text>`;
}

/** Small language-neutral icon (droplet, test window, plus), about 60 x 60 around the origin. */
function glyph(kind: number, color: string, lineColor: string): string {
  if (kind === 0) {
    return `<path d="M0 -32 C 14 -12 24 0 24 13 A 24 24 0 0 1 -24 13 C -24 0 -14 -12 0 -32 Z" fill="${color}"/>`;
  }
  if (kind === 1) {
    return `<rect x="-30" y="-15" width="60" height="30" rx="15" fill="none" stroke="${color}" stroke-width="6"/><rect x="-9" y="-8" width="6" height="16" fill="${lineColor}"/><rect x="6" y="-8" width="6" height="16" fill="${lineColor}"/>`;
  }
  return `<path d="M-20 0 H20 M0 -20 V20" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`;
}

/** A cardboard kit box in a light 3/4 view. Roughly 570 x 700 around the origin. */
function boxShape(p: Palette, label: string, variant: number): string {
  const x0 = -290;
  const y0 = -270;
  const w = 440;
  const h = 620;
  const dx = 130;
  const dy = -80;
  const labelSize = fitFont(label, w - 80, 118);
  const iconSvg = glyph(variant % 3, p.main, p.accentDark);
  return `
  <g>
    <polygon points="${x0},${y0} ${x0 + dx},${y0 + dy} ${x0 + w + dx},${y0 + dy} ${x0 + w},${y0}" fill="url(#top)" stroke="url(#top)" stroke-width="2" stroke-linejoin="round"/>
    <polygon points="${x0 + w},${y0} ${x0 + w + dx},${y0 + dy} ${x0 + w + dx},${y0 + h + dy} ${x0 + w},${y0 + h}" fill="url(#side)" stroke="url(#side)" stroke-width="2" stroke-linejoin="round"/>
    <polygon points="${x0 + w + 34},${y0 + dy * (34 / dx)} ${x0 + w + 62},${y0 + dy * (62 / dx)} ${x0 + w + 62},${y0 + h + dy * (62 / dx)} ${x0 + w + 34},${y0 + h + dy * (34 / dx)}" fill="${p.accent}" opacity="0.85"/>
    <path d="M${x0 + 30} ${y0 + 2} L${x0 + dx + 30} ${y0 + dy + 2}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
    <rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#front)"/>
    <path d="M${x0} ${y0} H${x0 + w} V${y0 + 170} C ${x0 + w * 0.72} ${y0 + 215}, ${x0 + w * 0.35} ${y0 + 150}, ${x0} ${y0 + 200} Z" fill="url(#band)"/>
    <path d="M${x0} ${y0 + 214} C ${x0 + w * 0.35} ${y0 + 164}, ${x0 + w * 0.72} ${y0 + 229}, ${x0 + w} ${y0 + 184}" fill="none" stroke="${p.accent}" stroke-width="7"/>
    ${brand(x0 + 34, y0 + 74, 36, "#ffffff")}
    ${label ? "" : `<g transform="translate(${x0 + w / 2} ${y0 + 300}) scale(2.2)">${glyph(1, p.main, p.accentDark)}</g>`}
    <text x="${x0 + w / 2}" y="${y0 + 330 + labelSize * 0.18}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fmt(labelSize)}" fill="${p.mainDeep}">${esc(label)}</text>
    <rect x="${x0 + w / 2 - 70}" y="${y0 + 392}" width="140" height="8" rx="4" fill="${p.accent}"/>
    <rect x="${x0 + 60}" y="${y0 + 430}" width="${w - 120}" height="10" rx="5" fill="${p.line}"/>
    <rect x="${x0 + 100}" y="${y0 + 456}" width="${w - 200}" height="10" rx="5" fill="${p.line}"/>
    <g transform="translate(${x0 + w - 66} ${y0 + 62})">
      <circle r="36" fill="#ffffff" opacity="0.95"/>
      <g transform="scale(0.8)">${iconSvg}</g>
    </g>
    ${ceMark(x0 + w - 180, y0 + h - 56, 48, p.mainDeep)}
    <rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="none" stroke="${p.line}" stroke-width="2"/>
  </g>`;
}

/** A plastic test cassette, 760 x 240 around the origin. */
function cassetteShape(p: Palette, label: string): string {
  const labelSize = fitFont(label, 180, 60, 20);
  const lineColor = hsl(342, 70, 48);
  return `
  <g>
    ${rectShadow(-380, -120, 760, 240, 70, 0.2)}
    <rect x="-380" y="-120" width="760" height="240" rx="70" fill="url(#plastic)" stroke="${p.line}" stroke-width="3"/>
    <rect x="-362" y="-102" width="724" height="204" rx="56" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.9"/>
    <ellipse cx="-262" cy="0" rx="66" ry="60" fill="${hsl(p.h, 18, 90)}" stroke="${hsl(p.h, 16, 80)}" stroke-width="3"/>
    <circle cx="-262" cy="2" r="36" fill="${hsl(p.h, 22, 78)}"/>
    <circle cx="-270" cy="-8" r="12" fill="#ffffff" opacity="0.55"/>
    <text x="-262" y="-74" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="24" fill="${p.inkSoft}">S</text>
    <rect x="-150" y="-36" width="270" height="72" rx="36" fill="${hsl(p.h, 16, 86)}"/>
    <rect x="-142" y="-28" width="254" height="56" rx="28" fill="${hsl(p.h, 25, 97)}"/>
    <rect x="-48" y="-28" width="12" height="56" fill="${lineColor}" opacity="0.55"/>
    <rect x="30" y="-28" width="12" height="56" fill="${lineColor}"/>
    <text x="-42" y="-52" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="24" fill="${p.inkSoft}">T</text>
    <text x="36" y="-52" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="24" fill="${p.inkSoft}">C</text>
    <rect x="160" y="-86" width="200" height="172" rx="40" fill="${p.mainPale}"/>
    <text x="260" y="${fmt(labelSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fmt(labelSize)}" fill="${p.mainDark}">${esc(label)}</text>
    <rect x="220" y="${fmt(labelSize * 0.36 + 22)}" width="80" height="6" rx="3" fill="${p.accent}"/>
  </g>`;
}

/** A single lateral-flow strip, 64 x 820, vertical, around the origin. */
function stripShape(p: Palette, label: string): string {
  const textSize = fitFont(label, 190, 42, 16);
  const lineColor = hsl(342, 70, 48);
  return `
  <g>
    ${rectShadow(-32, -410, 64, 820, 10, 0.14)}
    <rect x="-32" y="-410" width="64" height="820" rx="10" fill="#ffffff" stroke="${p.line}" stroke-width="2"/>
    <path d="M-32 -400 a10 10 0 0 1 10 -10 h44 a10 10 0 0 1 10 10 V-160 H-32 Z" fill="url(#handle)"/>
    <text transform="translate(10 -285) rotate(-90)" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fmt(textSize)}" fill="#ffffff">${esc(label)}</text>
    <rect x="-20" y="-110" width="40" height="190" rx="6" fill="${hsl(p.h, 20, 96)}" stroke="${hsl(p.h, 15, 88)}" stroke-width="2"/>
    <rect x="-20" y="-70" width="40" height="10" fill="${lineColor}"/>
    <rect x="-20" y="-10" width="40" height="10" fill="${lineColor}" opacity="0.6"/>
    <rect x="-32" y="200" width="64" height="210" fill="${hsl(p.h, 25, 93)}"/>
    <path d="M-22 180 l10 -14 l10 14 M2 180 l10 -14 l10 14" transform="rotate(180 0 173)" fill="none" stroke="${p.accentDark}" stroke-width="4" stroke-linejoin="round"/>
    <line x1="-32" y1="198" x2="32" y2="198" stroke="${p.accentDark}" stroke-width="3" stroke-dasharray="6 5"/>
    <path d="M-32 400 a10 10 0 0 0 10 10 h44 a10 10 0 0 0 10 -10" fill="none" stroke="${p.line}" stroke-width="2"/>
  </g>`;
}

/** A foil pouch with serrated edges, 520 x 680 around the origin. */
function pouchShape(p: Palette, label: string): string {
  const w = 520;
  const h = 680;
  const x0 = -w / 2;
  const y0 = -h / 2;
  const teeth = 26;
  const tw = w / teeth;
  let topEdge = `M${x0} ${y0 + 8}`;
  for (let i = 0; i < teeth; i++) topEdge += ` l${fmt(tw / 2)} -8 l${fmt(tw / 2)} 8`;
  let bottomEdge = ` L${x0 + w} ${y0 + h - 8}`;
  for (let i = 0; i < teeth; i++) bottomEdge += ` l-${fmt(tw / 2)} 8 l-${fmt(tw / 2)} -8`;
  const path = `${topEdge}${bottomEdge} Z`;
  const labelSize = fitFont(label, w - 150, 110);
  return `
  <g>
    ${rectShadow(x0, y0, w, h, 12, 0.18)}
    <path d="${path}" fill="url(#pouch)"/>
    <rect x="${x0}" y="${y0 + 6}" width="${w}" height="46" fill="#ffffff" opacity="0.14"/>
    <rect x="${x0}" y="${y0 + h - 52}" width="${w}" height="46" fill="#000000" opacity="0.06"/>
    ${brand(x0 + 44, y0 + 118, 34, "#ffffff")}
    <rect x="${x0 + 44}" y="${y0 + 170}" width="${w - 88}" height="300" rx="28" fill="#ffffff"/>
    <text x="0" y="${fmt(y0 + 320 + labelSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fmt(labelSize)}" fill="${p.mainDeep}">${esc(label)}</text>
    <rect x="-60" y="${fmt(y0 + 320 + labelSize * 0.36 + 34)}" width="120" height="8" rx="4" fill="${p.accent}"/>
    ${ceMark(x0 + 44, y0 + h - 90, 44, "#ffffff")}
    <g transform="translate(${x0 + w - 84} ${y0 + h - 106})"><circle r="36" fill="#ffffff" opacity="0.22"/>${glyph(0, "#ffffff", "#ffffff")}</g>
    ${label ? "" : `<g transform="translate(0 ${y0 + 300}) scale(2.6)">${glyph(1, p.main, hsl(342, 70, 48))}</g>`}
    <polygon points="${x0 + 60},${y0} ${x0 + 230},${y0} ${x0 + 40},${y0 + h} ${x0 - 130},${y0 + h}" fill="url(#sheen)" opacity="0.7"/>
  </g>`;
}

/** A sample collection tube with cap and label, ~190 x 640 around the origin. */
function vialShape(p: Palette, label: string): string {
  const labelSize = fitFont(label, 150, 54, 18);
  return `
  <g>
    ${shadow(10, 330, 120, 22, 0.22)}
    <path d="M-95 -160 V230 A95 95 0 0 0 95 230 V-160 Z" fill="url(#glass)" stroke="${hsl(p.h, 20, 78)}" stroke-width="3"/>
    <path d="M-83 90 V230 A83 83 0 0 0 83 230 V90 Z" fill="url(#liquid)" opacity="0.9"/>
    <ellipse cx="0" cy="90" rx="83" ry="10" fill="${hsl(p.a, 70, 80)}" opacity="0.9"/>
    <rect x="-62" y="-150" width="14" height="370" rx="7" fill="#ffffff" opacity="0.7"/>
    <rect x="-95" y="-100" width="190" height="160" fill="#ffffff" stroke="${hsl(p.h, 15, 86)}" stroke-width="2"/>
    <rect x="-95" y="-100" width="190" height="34" fill="${p.main}"/>
    <text x="0" y="${fmt(-8 + labelSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fmt(labelSize)}" fill="${p.mainDeep}">${esc(label)}</text>
    <rect x="-60" y="36" width="120" height="6" rx="3" fill="${p.line}"/>
    <rect x="-108" y="-250" width="216" height="104" rx="18" fill="url(#cap)"/>
    ${[-80, -52, -24, 4, 32, 60, 88]
      .map((x) => `<rect x="${x - 4}" y="-238" width="8" height="80" rx="4" fill="#ffffff" opacity="0.18"/>`)
      .join("")}
    <rect x="-100" y="-158" width="200" height="14" rx="6" fill="${p.accentDark}" opacity="0.6"/>
  </g>`;
}

/** Dried-blood-spot / sample card, 460 x 600 around the origin. */
function cardShape(p: Palette, label: string): string {
  const labelSize = fitFont(label, 360, 90);
  return `
  <g>
    ${rectShadow(-230, -300, 460, 600, 28, 0.16)}
    <rect x="-230" y="-300" width="460" height="600" rx="28" fill="#ffffff" stroke="${p.line}" stroke-width="2"/>
    <path d="M-230 -272 a28 28 0 0 1 28 -28 h404 a28 28 0 0 1 28 28 V-150 H-230 Z" fill="url(#band)"/>
    ${brand(-190, -210, 32, "#ffffff")}
    ${label ? "" : `<g transform="translate(0 -50) scale(2.2)">${glyph(0, p.main, p.main)}</g>`}
    <text x="0" y="${fmt(-40 + labelSize * 0.18)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fmt(labelSize)}" fill="${p.mainDeep}">${esc(label)}</text>
    ${[-135, -45, 45, 135]
      .map(
        (x, i) => `
      <circle cx="${x}" cy="110" r="36" fill="none" stroke="${p.mainLight}" stroke-width="4" stroke-dasharray="8 7"/>
      ${i < 2 ? `<circle cx="${x}" cy="110" r="${i === 0 ? 26 : 20}" fill="${hsl(352, 62, 45)}" opacity="0.85"/>` : ""}`,
      )
      .join("")}
    <rect x="-170" y="190" width="340" height="10" rx="5" fill="${p.line}"/>
    <rect x="-170" y="216" width="220" height="10" rx="5" fill="${p.line}"/>
    ${ceMark(-170, 274, 34, p.mainDark)}
  </g>`;
}

/** A buffer dropper bottle, ~120 x 430 vertical. */
function dropperShape(p: Palette): string {
  return `
  <g>
    ${shadow(6, 214, 90, 16, 0.22)}
    <path d="M-60 -20 Q-60 -58 -30 -70 L-24 -96 H24 L30 -70 Q60 -58 60 -20 V180 Q60 210 30 210 H-30 Q-60 210 -60 180 Z" fill="url(#plastic)" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>
    <path d="M-20 -96 L-7 -206 Q0 -216 7 -206 L20 -96 Z" fill="#ffffff" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>
    <rect x="-28" y="-104" width="56" height="16" rx="6" fill="${p.accent}"/>
    <rect x="-60" y="26" width="120" height="116" fill="${p.accentLight}"/>
    <rect x="-60" y="26" width="120" height="24" fill="${p.accent}"/>
    <rect x="-34" y="74" width="68" height="8" rx="4" fill="#ffffff"/>
    <rect x="-34" y="96" width="46" height="8" rx="4" fill="#ffffff"/>
    <rect x="-44" y="-40" width="10" height="220" rx="5" fill="#ffffff" opacity="0.8"/>
  </g>`;
}

/** A small safety lancet, ~80 x 220 vertical. */
function lancetShape(p: Palette): string {
  return `
  <g>
    <rect x="-36" y="-80" width="72" height="170" rx="30" fill="${p.paper}" stroke="${p.line}" stroke-width="3"/>
    <rect x="-36" y="-80" width="72" height="64" rx="30" fill="${p.accent}"/>
    <rect x="-36" y="-40" width="72" height="24" fill="${p.accent}"/>
    <rect x="-18" y="10" width="36" height="6" rx="3" fill="${p.line}"/>
    <rect x="-18" y="28" width="36" height="6" rx="3" fill="${p.line}"/>
    <rect x="-12" y="90" width="24" height="34" rx="8" fill="${p.mainLight}"/>
  </g>`;
}

function backdrop(p: Palette, w: number, h: number, seed: number): string {
  const cx = seed % 2 === 0 ? w * 0.72 : w * 0.3;
  return `
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${fmt(cx)}" cy="${fmt(h * 0.3)}" r="${fmt(Math.min(w, h) * 0.34)}" fill="${hsl(p.h, 60, 93)}" opacity="0.8"/>
  <circle cx="${fmt(w - cx)}" cy="${fmt(h * 0.82)}" r="${fmt(Math.min(w, h) * 0.16)}" fill="${hsl(p.a, 70, 90)}" opacity="0.55"/>
  <ellipse cx="${fmt(w / 2)}" cy="${fmt(h * 0.46)}" rx="${fmt(w * 0.42)}" ry="${fmt(h * 0.4)}" fill="url(#glow)"/>
  ${dots(p, w * 0.08, h * 0.08, seed)}`;
}

function dots(p: Palette, x: number, y: number, _seed: number): string {
  let out = "";
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 5; c++) {
      out += `<circle cx="${fmt(x + c * 26)}" cy="${fmt(y + r * 26)}" r="4.5" fill="${hsl(p.h, 40, 80)}"/>`;
    }
  }
  return out;
}

/* ------------------------------------------------------------ compositions */

function productSvg(spec: ArtSpec, p: Palette): string {
  const W = 1200;
  const H = 1200;
  const seed = hash(`${spec.kind}:${spec.label}:${spec.hue}`);
  const label = spec.label.trim() || "Test";
  let body: string;
  switch (spec.kind) {
    case "box":
      body = `
        ${shadow(610, 1000, 400, 40, 0.24)}
        <g transform="translate(640 620)">${boxShape(p, label, seed)}</g>
        <g transform="translate(330 960) rotate(-4) scale(0.52)">${cassetteShape(p, label)}</g>`;
      break;
    case "cassette":
      body = `
        ${shadow(620, 1010, 420, 36, 0.2)}
        <g transform="translate(420 470) rotate(-7) scale(0.86)">${pouchShape(p, label)}</g>
        <g transform="translate(960 520) rotate(8)">${dropperShape(p)}</g>
        <g transform="translate(640 820) rotate(-5) scale(1.05)">${cassetteShape(p, label)}</g>`;
      break;
    case "strip":
      body = `
        ${shadow(620, 1030, 420, 36, 0.2)}
        <g transform="translate(430 560) rotate(-6) scale(0.92)">${pouchShape(p, label)}</g>
        <g transform="translate(760 640) rotate(-4)">${stripShape(p, label)}</g>
        <g transform="translate(870 650) rotate(8)">${stripShape(p, label)}</g>
        <g transform="translate(980 680) rotate(20)">${stripShape(p, label)}</g>`;
      break;
    case "vial":
      body = `
        ${shadow(600, 1010, 420, 36, 0.2)}
        <g transform="translate(450 540) rotate(-8)">${cardShape(p, label)}</g>
        <g transform="translate(300 900) rotate(-28) scale(0.9)">${lancetShape(p)}</g>
        <g transform="translate(820 640) rotate(4)">${vialShape(p, label)}</g>`;
      break;
    default:
      body = `<g transform="translate(640 620)">${boxShape(p, label, seed)}</g>`;
  }
  return `${defs(p)}${backdrop(p, W, H, seed)}${body}`;
}

function isSeparator(token: string): boolean {
  return /^[·•|/+\-–—&]+$/.test(token);
}

/** Splits a scene label onto one or two balanced lines, never leaving a separator at a line edge. */
function wrapLabel(label: string): string[] {
  const words = label.split(/\s+/).filter(Boolean);
  if (label.length <= 12 || words.length < 2) return [label];
  let best: string[] = [label];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const first = words.slice(0, i);
    const second = words.slice(i);
    while (first.length && isSeparator(first[first.length - 1])) first.pop();
    while (second.length && isSeparator(second[0])) second.shift();
    if (!first.length || !second.length) continue;
    const a = first.join(" ");
    const b = second.join(" ");
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [a, b];
    }
  }
  return best;
}

function sceneSvg(spec: ArtSpec, p: Palette): string {
  const W = 1600;
  const H = 900;
  const label = spec.label.trim() || "Test";
  const seed = hash(`scene:${label}:${spec.hue}`);
  const variant = seed % 3;
  const lines = wrapLabel(label);
  const longest = lines.reduce((a, b) => (a.length >= b.length ? a : b));
  const size = fitFont(longest, 560, 150, 40);
  const textTop = 450 - ((lines.length - 1) * size * 1.08) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="150" y="${fmt(textTop + i * size * 1.08 + size * 0.36)}" font-family="${FONT}" font-weight="700" font-size="${fmt(size)}" fill="${p.mainDeep}">${esc(line)}</text>`,
    )
    .join("");
  const underline = textTop + (lines.length - 1) * size * 1.08 + size * 0.36 + 52;

  const tokens = label.split(/\s+/).filter((t) => !isSeparator(t));
  const short = label.length <= 8 ? label : tokens[0] && tokens[0].length <= 8 ? tokens[0] : "";
  let group: string;
  if (variant === 0) {
    group = `
      <g transform="translate(1130 450) scale(0.78)">${boxShape(p, short, seed)}</g>
      <g transform="translate(1010 770) rotate(-6) scale(0.55)">${cassetteShape(p, "")}</g>
      <g transform="translate(1420 600) rotate(10) scale(0.5)">${vialShape(p, "")}</g>`;
  } else if (variant === 1) {
    group = `
      <g transform="translate(1070 430) rotate(-8) scale(0.72)">${pouchShape(p, short)}</g>
      <g transform="translate(1320 470) rotate(12) scale(0.68)">${stripShape(p, "")}</g>
      <g transform="translate(1410 500) rotate(22) scale(0.68)">${stripShape(p, "")}</g>
      <g transform="translate(1150 740) rotate(-4) scale(0.56)">${cassetteShape(p, "")}</g>`;
  } else {
    group = `
      <g transform="translate(1090 420) rotate(-7) scale(0.78)">${cardShape(p, short)}</g>
      <g transform="translate(1390 500) rotate(6) scale(0.62)">${vialShape(p, "")}</g>
      <g transform="translate(1160 760) rotate(-3) scale(0.5)">${cassetteShape(p, "")}</g>`;
  }

  return `${defs(p)}
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="1200" cy="440" r="360" fill="${hsl(p.h, 60, 92)}" opacity="0.9"/>
    <circle cx="1480" cy="150" r="90" fill="${hsl(p.a, 70, 88)}" opacity="0.7"/>
    <circle cx="90" cy="830" r="170" fill="${hsl(p.a, 70, 90)}" opacity="0.5"/>
    <path d="M0 760 C 300 700, 520 860, 900 780 S 1400 700, 1600 760 V900 H0 Z" fill="${hsl(p.h, 45, 84)}" opacity="0.45"/>
    ${dots(p, 150, 150, seed)}
    ${shadow(1200, 830, 330, 30, 0.18)}
    ${group}
    ${text}
    <rect x="150" y="${fmt(underline)}" width="150" height="12" rx="6" fill="${p.accent}"/>
    <rect x="316" y="${fmt(underline)}" width="40" height="12" rx="6" fill="${p.mainLight}"/>
    ${brand(150, 800, 30, p.mainDark)}`;
}

/** Renders the artwork as a PNG buffer at the given size (default 1200x1200 for products, 1600x900 for kind "scene"). */
export async function renderArtwork(spec: ArtSpec, width?: number, height?: number): Promise<Buffer> {
  const isScene = spec.kind === "scene";
  const vbW = isScene ? 1600 : 1200;
  const vbH = isScene ? 900 : 1200;
  const w = Math.max(1, Math.round(width ?? vbW));
  const h = Math.max(1, Math.round(height ?? (width !== undefined ? (width * vbH) / vbW : vbH)));
  const p = palette(spec);
  const inner = isScene ? sceneSvg(spec, p) : productSvg(spec, p);
  const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vbW} ${vbH}" preserveAspectRatio="xMidYMid slice">${inner}
</svg>`;
  return sharp(Buffer.from(svg), { density: 72 }).png().toBuffer();
}
