import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentProblems, formatProblems, type ContentFile } from './source-checks';

const COLLECTIONS = ['help', 'landing', 'pages'];

/** Every `src/content/<collection>/<lang>/<slug>.md` below `root`, as text. */
export function readContentFiles(root: string): ContentFile[] {
  const files: ContentFile[] = [];
  for (const collection of COLLECTIONS) {
    const base = join(root, 'src', 'content', collection);
    if (!existsSync(base)) continue;
    for (const language of readdirSync(base, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const name of readdirSync(join(base, language.name))
        .filter((file) => file.endsWith('.md'))
        .sort()) {
        const path = `src/content/${collection}/${language.name}/${name}`;
        files.push({ path, text: readFileSync(join(root, path), 'utf8') });
      }
    }
  }
  return files;
}

/**
 * Checks the content files before Astro reads them (src/lib/content/source-checks.ts): a
 * frontmatter that is not YAML, or a link to a help article that does not exist, stops
 * `astro build` with one line per mistake (`file:line: what to fix`) instead of a parser stack
 * or a built 404. `astro dev` only warns, so the preview keeps running while an editor types.
 */
export function contentChecks(): AstroIntegration {
  return {
    name: 'content-checks',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        const problems = contentProblems(readContentFiles(fileURLToPath(config.root)));
        if (problems.length === 0) return;
        const message = formatProblems(problems);
        if (command !== 'build') {
          logger.warn(message);
          return;
        }
        const error = new Error(message);
        error.stack = message; // the list is the whole story: no stack of this hook under it
        throw error;
      },
    },
  };
}
