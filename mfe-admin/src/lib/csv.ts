// CSV export of the table on screen, built in the browser with Papa Parse.
import Papa from 'papaparse';

/**
 * A text cell a spreadsheet would read as a formula: one starting with = + - @, a tab or a
 * carriage return (or a line feed). Papa Parse's own pattern (`escapeFormulae: true`) requires
 * the whole cell to be one line, so `=HYPERLINK(` followed by a line break got through.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

export function toCsv(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  // Such cells are written with a leading apostrophe, as text.
  return Papa.unparse({ fields: [...headers], data: rows.map((row) => [...row]) }, { escapeFormulae: FORMULA_START });
}

export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
