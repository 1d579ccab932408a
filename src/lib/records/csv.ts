/**
 * CSV export of a records page (issue 14 item 5): UTF-8 with a byte-order mark, so spreadsheet
 * programs read the page's language correctly, the same columns as the screen, header in the
 * page's language. The body is streamed: each page of records is asked for only when the
 * previous one has been sent, so the whole set is never in memory (docs/product.md "Records").
 */
export const CSV_BOM = '\uFEFF';

/** One field: quoted when it holds a quote, comma or line break; a leading =, +, - or @ of text is
 * kept from being read as a formula by a leading apostrophe (money is written as plain numbers). */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number)[]): string => `${fields.map(csvField).join(',')}\r\n`;

/**
 * A streamed CSV response: the BOM and header first, then `pages()` read one page at a time as
 * the client takes them. A page that fails ends the stream with an error, so the download is
 * seen to have failed rather than looking complete.
 */
export function csvResponse(fileName: string, header: readonly string[], pages: () => AsyncIterator<readonly (readonly (string | number)[])[]>): Response {
  const encoder = new TextEncoder();
  const iterator = pages();
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(csvLine).join('')));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** Every page of a paged list, asked for one after another until the last. */
export async function* allPages<Page extends { rows: readonly unknown[]; totalPages: number }>(load: (pageNo: number) => Promise<Page>): AsyncGenerator<Page> {
  for (let pageNo = 1; ; pageNo++) {
    const page = await load(pageNo);
    if (page.rows.length > 0) yield page;
    if (pageNo >= page.totalPages) return;
  }
}
