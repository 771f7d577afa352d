// Flags drawn inline: no image requests, crisp at any size. Decorative: the language name is
// always written next to them. The flag's shapes sit outside the view box where a cross or a
// saltire runs to the edge: an inline <svg> clips to its box.
import { languageEntry, type Language } from "@shop/shared";

interface FlagProps {
  className?: string;
}

const size = { width: 24, height: 16, "aria-hidden": true, focusable: false } as const;

/** A language's flag, as its entry in languages.ts draws it. */
export function LanguageFlag({ language, className }: { language: Language } & FlagProps) {
  const { viewBox, shapes } = languageEntry(language).flag;
  return (
    <svg viewBox={viewBox} className={className} {...size}>
      {shapes.map((shape) => (
        <path
          key={`${shape.d}${shape.fill ?? shape.stroke}`}
          d={shape.d}
          fill={shape.fill ?? "none"}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
        />
      ))}
    </svg>
  );
}

const STAR_ANGLES = Array.from({ length: 12 }, (_, index) => (index * Math.PI) / 6);

/** The flag of Europe: twelve gold stars in a circle on blue. */
export function EuFlag({ className }: FlagProps) {
  return (
    <svg viewBox="0 0 30 20" className={className} width={30} height={20} aria-hidden="true" focusable="false">
      <path d="M0 0h30v20H0z" fill="#003399" />
      {STAR_ANGLES.map((angle) => (
        <path
          key={angle}
          transform={`translate(${15 + 6 * Math.sin(angle)} ${10 - 6 * Math.cos(angle)}) scale(0.9)`}
          d="M0-1l.235.72h.757l-.612.445.234.72L0 1.44l-.614.445.234-.72-.612-.445h.757z"
          fill="#FFCC00"
        />
      ))}
    </svg>
  );
}
