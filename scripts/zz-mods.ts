import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { entryModules, moduleClosure } from '../src/lib/budget/page-javascript';
const html = readFileSync(process.argv[2]!, 'utf8');
const read = (p: string) => (existsSync(`dist/client${p}`) ? readFileSync(`dist/client${p}`, 'utf8') : undefined);
const mods = moduleClosure(entryModules(html, (process.argv[3] as 'before-interaction') ?? 'after-interaction'), read);
let total = 0;
for (const m of mods) {
  const c = read(m);
  const g = c ? gzipSync(c, { level: 9 }).length : 0;
  total += g;
  console.log((g / 1024).toFixed(1).padStart(6), m);
}
console.log(mods.length, (total / 1024).toFixed(1));
