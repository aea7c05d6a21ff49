import fc from 'fast-check';
import { csvCell, downloadCsv, toCsv } from './download-csv';

// A small RFC 4180 reader to check that whatever we write reads back the same.
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i += 1; } else if (ch === '"') quoted = false; else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i += 1; } else cell += ch;
  }
  return rows;
}

describe('CSV', () => {
  it('round-trips any text that does not look like a formula', () => {
    const safe = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(fc.property(fc.array(fc.tuple(safe, safe), { maxLength: 5 }), (rows) => {
      const csv = toCsv([{ header: 'A', value: (r: [string, string]) => r[0] }, { header: 'B, b', value: (r) => r[1] }], rows);
      expect(parseCsv(csv)).toEqual([['A', 'B, b'], ...rows.map((r) => [r[0], r[1]])]);
    }));
  });

  it('neutralises formulas and writes empty cells for missing values', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(-3)).toBe('-3');
  });

  it('downloads a .csv file with a BOM', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => { created.push(blob); return 'blob:x'; }, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('betmatch-2025-01-01.csv');
    });
    downloadCsv('betmatch-2025-01-01', [{ header: 'Name', value: (r: { name: string }) => r.name }], [{ name: 'Łódź' }]);
    expect(click).toHaveBeenCalled();
    const bytes = await new Promise<Uint8Array>((resolve) => { const r = new FileReader(); r.onload = () => resolve(new Uint8Array(r.result as ArrayBuffer)); r.readAsArrayBuffer(created[0]); });
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name\r\nŁódź\r\n');
  });
});
