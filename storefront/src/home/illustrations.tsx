// The home page's illustrations, inline in the page. As <img src="….svg"> each one was a document
// of its own in the browser (a page, a frame, its own style and layout), about 50–100 ms of a
// phone's main thread apiece on a first visit (bench:main-thread); inline they are a few more
// elements in the page's own layout. Their gradient ids are prefixed, since inline ids share the
// page's namespace.

interface HeroIllustrationProps {
  className?: string;
  label: string;
}

/** A test-kit box, a test cassette showing two lines, a check badge and three EU-yellow stars. */
export function HeroIllustration({ className, label }: HeroIllustrationProps) {
  return (
    <svg className={className} viewBox="0 0 640 480" width="640" height="480" role="img" aria-label={label}>
      <defs>
        <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e3f1ef" />
          <stop offset="1" stopColor="#fbefe7" />
        </linearGradient>
        <linearGradient id="hero-box" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e8a83" />
          <stop offset="1" stopColor="#0b6e69" />
        </linearGradient>
      </defs>
      <rect width="640" height="480" rx="32" fill="url(#hero-bg)" />
      <circle cx="520" cy="96" r="64" fill="#fff" opacity=".55" />
      <circle cx="96" cy="400" r="88" fill="#fff" opacity=".45" />
      <g transform="translate(150 120)">
        <path d="M0 40 L150 0 L300 40 L150 80 Z" fill="#14a098" />
        <path d="M0 40 L150 80 L150 290 L0 250 Z" fill="url(#hero-box)" />
        <path d="M300 40 L150 80 L150 290 L300 250 Z" fill="#08524e" />
        <rect x="38" y="120" width="74" height="74" rx="16" transform="skewY(15)" fill="#fff" opacity=".95" />
        <path
          d="M63 146 h24 M75 134 v24"
          transform="skewY(15) translate(0 12)"
          stroke="#0b6e69"
          strokeWidth="9"
          strokeLinecap="round"
        />
        <path
          d="M176 120 l96 -26 M176 146 l70 -19 M176 172 l84 -22"
          stroke="#fff"
          strokeWidth="8"
          strokeLinecap="round"
          opacity=".6"
        />
      </g>
      <g transform="translate(388 250) rotate(-14)">
        <rect width="190" height="64" rx="18" fill="#fff" stroke="#cfdcda" strokeWidth="3" />
        <rect x="72" y="18" width="62" height="28" rx="6" fill="#eef4f3" />
        <path d="M92 20 v24 M112 20 v24" stroke="#a8431c" strokeWidth="5" />
        <circle cx="36" cy="32" r="13" fill="#eef4f3" stroke="#cfdcda" strokeWidth="3" />
        {/* The cassette's "C T" marks as strokes: text would look up a font for one drawing. */}
        <path
          d="M162 28 a6 6 0 1 0 0 10 M170 27 h10 M175 27 v12"
          fill="none"
          stroke="#4a5d5c"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </g>
      <g transform="translate(468 150)">
        <circle r="42" fill="#1d6b38" />
        <path
          d="M-18 0 l12 12 l24 -26"
          stroke="#fff"
          strokeWidth="9"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g fill="#f2b705">
        <circle cx="108" cy="110" r="7" />
        <circle cx="136" cy="86" r="5" />
        <circle cx="86" cy="146" r="5" />
      </g>
    </svg>
  );
}

/** A featured category's picture: decorative (its link names the category), cropped to fill its box. */
export function FeaturedIllustration({ kind }: { kind: "sti" | "drug" | "fertility" }) {
  return (
    <svg
      viewBox="0 0 400 300"
      width="400"
      height="300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {kind === "sti" ? (
        <>
          <rect width="400" height="300" fill="#e3f1ef" />
          <circle cx="320" cy="60" r="70" fill="#fff" opacity=".6" />
          <path d="M200 50 L280 80 V150 C280 200 245 235 200 252 C155 235 120 200 120 150 V80 Z" fill="#0b6e69" />
          <path d="M200 70 L262 93 V150 C262 188 236 216 200 231 Z" fill="#14a098" />
          <path
            d="M170 150 l22 22 l40 -46"
            stroke="#fff"
            strokeWidth="14"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : kind === "drug" ? (
        <>
          <rect width="400" height="300" fill="#fbefe7" />
          <circle cx="70" cy="240" r="80" fill="#fff" opacity=".6" />
          <g transform="translate(200 150) rotate(-18)">
            <rect x="-130" y="-42" width="260" height="84" rx="24" fill="#fff" stroke="#e4c9b8" strokeWidth="4" />
            <rect x="-40" y="-20" width="90" height="40" rx="8" fill="#fbefe7" />
            <path d="M-12 -18 v36 M20 -18 v36" stroke="#a8431c" strokeWidth="7" />
            <circle cx="-86" cy="0" r="18" fill="#fbefe7" stroke="#e4c9b8" strokeWidth="4" />
            <path d="M78 -12 h28 M78 0 h20 M78 12 h28" stroke="#cfdcda" strokeWidth="5" strokeLinecap="round" />
          </g>
        </>
      ) : (
        <>
          <rect width="400" height="300" fill="#f3eef8" />
          <circle cx="330" cy="230" r="80" fill="#fff" opacity=".6" />
          <path
            d="M200 250 C120 195 85 155 85 115 C85 80 112 56 145 56 C170 56 190 70 200 90 C210 70 230 56 255 56 C288 56 315 80 315 115 C315 155 280 195 200 250 Z"
            fill="#b0417a"
          />
          <path d="M200 250 C280 195 315 155 315 115 C315 80 288 56 255 56 C230 56 210 70 200 90 Z" fill="#c9558f" />
          <circle cx="200" cy="140" r="34" fill="#fff" opacity=".92" />
          <circle cx="200" cy="140" r="14" fill="#f2b705" />
        </>
      )}
    </svg>
  );
}
