import qrcode from "qrcode-generator";
import { useMemo } from "react";

const QUIET_ZONE = 4;

/**
 * A QR code drawn here as SVG, so the secret it carries never leaves the page (no image
 * service, no data: URL). One path of unit squares, with the quiet zone scanners need.
 */
export const QrCode = ({ text, label, size = 200 }: { text: string; label: string; size?: number }) => {
  const { path, modules } = useMemo(() => {
    const code = qrcode(0, "M");
    code.addData(text);
    code.make();
    const count = code.getModuleCount();
    let d = "";
    for (let row = 0; row < count; row++)
      for (let column = 0; column < count; column++)
        if (code.isDark(row, column)) d += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    return { path: d, modules: count + 2 * QUIET_ZONE };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};
