// Flags drawn inline: no image requests, crisp at any size. Decorative: the language name is
// always written next to them.
import type { Language } from "@shop/shared";

interface FlagProps {
  className?: string;
}

const size = { width: 24, height: 16, "aria-hidden": true, focusable: false } as const;

function FlagGb({ className }: FlagProps) {
  return (
    <svg viewBox="0 0 60 40" className={className} {...size}>
      <clipPath id="flag-gb-clip">
        <path d="M0 0h60v40H0z" />
      </clipPath>
      <g clipPath="url(#flag-gb-clip)">
        <path d="M0 0h60v40H0z" fill="#012169" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#C8102E" strokeWidth="3" />
        <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
        <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
      </g>
    </svg>
  );
}

function FlagDe({ className }: FlagProps) {
  return (
    <svg viewBox="0 0 5 3" className={className} {...size}>
      <path d="M0 0h5v1H0z" fill="#000" />
      <path d="M0 1h5v1H0z" fill="#DD0000" />
      <path d="M0 2h5v1H0z" fill="#FFCE00" />
    </svg>
  );
}

function FlagBg({ className }: FlagProps) {
  return (
    <svg viewBox="0 0 5 3" className={className} {...size}>
      <path d="M0 0h5v1H0z" fill="#fff" />
      <path d="M0 1h5v1H0z" fill="#00966E" />
      <path d="M0 2h5v1H0z" fill="#D62612" />
      <path d="M0 0h5v3H0z" fill="none" stroke="#ccc" strokeWidth="0.08" />
    </svg>
  );
}

export function LanguageFlag({ language, className }: { language: Language } & FlagProps) {
  if (language === "de") return <FlagDe className={className} />;
  if (language === "bg") return <FlagBg className={className} />;
  return <FlagGb className={className} />;
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
