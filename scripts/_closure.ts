import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { entryModules, moduleClosure } from '/work/main/src/lib/budget/page-javascript';
const client = '/work/main/dist/client';
const read = (p: string) => { const f = join(client, decodeURIComponent(p)); return existsSync(f) ? readFileSync(f, 'utf8') : undefined; };
for (const path of process.argv.slice(2)) {
  const html = await (await fetch('http://localhost:4419' + path)).text();
  const mods = moduleClosure(entryModules(html, 'after-interaction'), read);
  let total = 0;
  const rows = mods.map((m) => { const b = gzipSync(Buffer.from(read(m) ?? ''), { level: 9 }).length; total += b; return [b, m] as const; }).sort((a, b) => b[0] - a[0]);
  console.log(path, (total / 1024).toFixed(1));
  for (const [b, m] of rows) console.log('  ', (b / 1024).toFixed(1), m);
}
