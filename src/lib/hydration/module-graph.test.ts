import { describe, expect, it } from 'vitest';
import { staticImports, walkModuleGraph } from './module-graph';

describe('staticImports', () => {
  it('reads the relative imports of a bundled module, not dynamic ones', () => {
    const code = 'import{a as b}from"./runtime.X1.js";import"./side.Y2.js";export{c}from"../lib/c.js";const d=()=>import("./lazy.Z3.js");';
    expect(staticImports(code)).toEqual(['./runtime.X1.js', './side.Y2.js', '../lib/c.js']);
  });
});

describe('walkModuleGraph', () => {
  it('asks for each module of the graph once, a level at a time, and skips what is missing', async () => {
    const files: Record<string, string> = {
      'https://site.test/_astro/Bar.js': 'import{a}from"./runtime.js";import"./contract.js";const l=()=>import("./lazy.js");',
      'https://site.test/_astro/client.js': 'import{h}from"./runtime.js";',
      'https://site.test/_astro/runtime.js': 'export const a=1;',
      'https://site.test/_astro/contract.js': 'import"./runtime.js";import"./gone.js";',
    };
    const asked: string[] = [];
    const visited = await walkModuleGraph(['/_astro/Bar.js', '/_astro/client.js'], 'https://site.test/en/help', async (url) => {
      asked.push(url);
      return files[url] ?? null;
    });
    // The entries are asked first, together.
    expect(asked.slice(0, 2)).toEqual(['https://site.test/_astro/Bar.js', 'https://site.test/_astro/client.js']);
    expect(asked.sort()).toEqual([...Object.keys(files), 'https://site.test/_astro/gone.js'].sort());
    expect(visited).toHaveLength(5);
    expect(visited).not.toContain('https://site.test/_astro/lazy.js');
  });
});
