// CSV as RFC 4180 writes it: a header row, CRLF after every row, and a field in double quotes
// (its own quotes doubled) when it holds a comma, a quote or a line break. A field that a
// spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) is
// written with a ' before it, so opening the file runs nothing (OWASP, CSV injection).

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRows(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
