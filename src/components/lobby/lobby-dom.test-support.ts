import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { getT } from '../../lib/i18n/i18n.server';
import { localeByCode } from '../../lib/i18n/locales';

/**
 * Renders a lobby component as the server does (EN) and loads its HTML into a fresh jsdom
 * window, so a test drives the real markup with the real script binding (src/lib/lobby/*-dom.ts).
 * jsdom runs none of the page's scripts: the test binds what it tests.
 */
export async function renderIntoDom(component: AstroComponentFactory, props: Record<string, unknown>): Promise<JSDOM> {
  const container = await AstroContainer.create();
  const html = await container.renderToString(component, {
    props,
    locals: { t: getT('EN'), locale: localeByCode('EN')! } as unknown as App.Locals,
    request: new Request('http://localhost/en/'),
  });
  return new JSDOM(`<!doctype html><html><body>${html}</body></html>`, { pretendToBeVisual: true });
}

/** A `matchMedia` answering `prefers-reduced-motion: reduce` as told. */
export function stubReducedMotion(dom: JSDOM, reduced: boolean): void {
  Object.defineProperty(dom.window, 'matchMedia', {
    value: (query: string) => ({ matches: reduced && query.includes('reduce'), addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}
