// Payment and carrier marks, drawn as small inline SVG badges (no image requests).
import type { ReactNode } from "react";

interface BadgeProps {
  label: string;
  children: ReactNode;
  background?: string;
}

function Badge({ label, children, background = "#fff" }: BadgeProps) {
  return (
    <svg viewBox="0 0 60 38" width="50" height="32" role="img" aria-label={label} focusable="false">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="59" height="37" rx="5" fill={background} stroke="#c9d3d2" />
      {children}
    </svg>
  );
}

const wordmark = { fontFamily: "Arial, Helvetica, sans-serif", fontWeight: 700, textAnchor: "middle" } as const;

export function VisaBadge() {
  return (
    <Badge label="Visa">
      <text x="30" y="25" fontSize="15" fontStyle="italic" fill="#1a1f71" {...wordmark}>
        VISA
      </text>
    </Badge>
  );
}

export function MastercardBadge() {
  return (
    <Badge label="Mastercard">
      <circle cx="24" cy="19" r="10" fill="#eb001b" />
      <circle cx="36" cy="19" r="10" fill="#f79e1b" />
      <path d="M30 11a10 10 0 0 1 0 16 10 10 0 0 1 0-16z" fill="#ff5f00" />
    </Badge>
  );
}

export function AmexBadge() {
  return (
    <Badge label="American Express" background="#1f72cd">
      <text x="30" y="24" fontSize="11" fill="#fff" {...wordmark}>
        AMEX
      </text>
    </Badge>
  );
}

export function GenericCardBadge({ label }: { label: string }) {
  return (
    <Badge label={label}>
      <rect x="12" y="10" width="36" height="20" rx="3" fill="none" stroke="#4a5d5c" strokeWidth="2" />
      <path d="M12 16h36" stroke="#4a5d5c" strokeWidth="3" />
    </Badge>
  );
}

export function PayPalBadge() {
  return (
    <Badge label="PayPal">
      <text x="30" y="24" fontSize="12" fontStyle="italic" {...wordmark}>
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#0079c1">Pal</tspan>
      </text>
    </Badge>
  );
}

export function DirectDebitBadge({ label }: { label: string }) {
  return (
    <Badge label={label}>
      <text x="30" y="19" fontSize="11" fill="#10298e" {...wordmark}>
        SEPA
      </text>
      <text x="30" y="30" fontSize="7" fill="#10298e" {...wordmark}>
        DEBIT
      </text>
    </Badge>
  );
}

export function KlarnaBadge({ label }: { label: string }) {
  return (
    <Badge label={label} background="#ffa8cd">
      <text x="30" y="24" fontSize="11" fill="#17120f" {...wordmark}>
        Klarna
      </text>
    </Badge>
  );
}

export function ApplePayBadge({ label }: { label: string }) {
  return (
    <Badge label={label} background="#000">
      <text x="30" y="24" fontSize="10" fill="#fff" {...wordmark}>
        Apple Pay
      </text>
    </Badge>
  );
}

export function GooglePayBadge({ label }: { label: string }) {
  return (
    <Badge label={label}>
      <text x="30" y="24" fontSize="9" fill="#3c4043" {...wordmark}>
        Google Pay
      </text>
    </Badge>
  );
}

export function ParcelCarrierBadge() {
  return (
    <Badge label="DHL" background="#ffcc00">
      <text x="30" y="25" fontSize="15" fontStyle="italic" fill="#d40511" {...wordmark}>
        DHL
      </text>
    </Badge>
  );
}
