import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The contract's boundary (docs/decisions/0023-contract-boundary.md), beside Biome's
 * `noRestrictedImports` overrides in biome.json that report it in the editor: the reference
 * platform imports from src/ only src/contract/, and islands import no server-only module and no
 * Node built-in.
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]!);

describe('the contract boundary', () => {
  it('lets platform/ import from src/ only the contract folder', () => {
    const outside = files('platform').flatMap((file) =>
      imports(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => relative('.', normalize(join(dirname(file), spec))))
        .filter((target) => target.startsWith('src/') && !target.startsWith('src/contract/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(outside).toEqual([]);
  });

  it('keeps server-only modules and Node built-ins out of islands', () => {
    const serverOnly = files('src/islands').flatMap((file) =>
      imports(file)
        .filter((spec) => /\.server(\.tsx?)?$/.test(spec) || spec.startsWith('node:'))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(serverOnly).toEqual([]);
  });

  it('writes schemas with zod/mini, so that no full zod reaches the browser (docs/decisions/0050)', () => {
    // Astro's content collections (build time only) are the one place full zod stays.
    const contentSchemas = /^src\/lib\/content\/[\w-]+-schema(\.test)?\.ts$/;
    const fullZod = [...files('src'), ...files('platform')]
      .filter((file) => !contentSchemas.test(file))
      .flatMap((file) =>
        imports(file)
          .filter((spec) => spec === 'zod' || spec === 'astro/zod' || spec.startsWith('zod/v4') || spec === 'zod/v3')
          .map((spec) => `${file} → ${spec}`),
      );
    expect(fullZod).toEqual([]);
  });
});
