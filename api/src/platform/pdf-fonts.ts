// The fonts the shop's PDFs embed (invoices and credit notes, the terms and withdrawal information):
// DejaVu Sans, so German and Bulgarian (Cyrillic) print correctly; nothing is fetched from the
// network. Resolved through the package, not relative to this file, so the bundled server
// (api/dist/server.js, npm packages external) finds the same files.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const PDF_FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};
