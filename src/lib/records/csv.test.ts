import { describe, expect, it } from 'vitest';
import { allPages, CSV_BOM, csvField, csvResponse } from './csv';

describe('CSV export', () => {
  it('quotes what needs quoting and keeps text from being read as a formula', () => {
    expect(csvField('Lucky 7s')).toBe('Lucky 7s');
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-3)).toBe('-3');
  });

  it('streams the BOM, the header and each page only when the reader asks for it', async () => {
    const asked: number[] = [];
    const pages = allPages(async (pageNo) => {
      asked.push(pageNo);
      return { rows: [[`Spiel ${pageNo}`, pageNo]], totalPages: 3 };
    });
    const response = csvResponse('bets.csv', ['Spiel', 'Einsatz'], async function* () {
      for await (const page of pages) yield page.rows;
    });
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    expect(decoder.decode((await reader.read()).value)).toBe(`${CSV_BOM}Spiel,Einsatz\r\n`);
    expect(asked).toEqual([]);
    expect(decoder.decode((await reader.read()).value)).toBe('Spiel 1,1\r\n');
    expect(asked).toEqual([1]);
    const rest: string[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest.push(decoder.decode(chunk.value));
    expect(rest.join('')).toBe('Spiel 2,2\r\nSpiel 3,3\r\n');
    expect(asked).toEqual([1, 2, 3]);
  });
});
