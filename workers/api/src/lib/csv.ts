/**
 * RFC 4180 CSV with spreadsheet formula injection neutralised: a cell that a spreadsheet would evaluate (starting with
 * =, +, -, @, tab or carriage return) is prefixed with a single quote. Every cell is quoted when it needs to be.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
