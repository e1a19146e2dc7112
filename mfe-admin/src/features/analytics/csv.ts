// CSV export of the table on screen, built in the browser with Papa Parse.
import Papa from 'papaparse';

export function toCsv(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  // Cells that start with a formula character are quoted as text so spreadsheets do not run them.
  return Papa.unparse({ fields: [...headers], data: rows.map((row) => [...row]) }, { escapeFormulae: true });
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
