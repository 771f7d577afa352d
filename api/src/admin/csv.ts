// CSV as RFC 4180 writes it: a header row, CRLF after every row, and a field in double quotes
// (its own quotes doubled) when it holds a comma, a quote or a line break.

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvRows(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
