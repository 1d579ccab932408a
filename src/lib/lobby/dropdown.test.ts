// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNavDropdowns } from './dropdown';

const markup = `
  <nav>
    <ul>
      ${['rng', 'live']
        .map(
          (id) => `<li data-nav-dropdown>
            <a href="/${id}">${id}</a>
            <button type="button" data-nav-toggle aria-expanded="false" aria-controls="panel-${id}">more</button>
            <div id="panel-${id}"><a href="/${id}?page=A">A</a><a href="/${id}?page=B">B</a></div>
          </li>`,
        )
        .join('')}
    </ul>
  </nav>
  <button id="outside">outside</button>`;

let unbind: () => void;
const toggle = (id: string) => document.querySelector<HTMLButtonElement>(`[aria-controls="panel-${id}"]`)!;
const item = (id: string) => toggle(id).closest<HTMLElement>('[data-nav-dropdown]')!;
const isOpen = (id: string) => toggle(id).getAttribute('aria-expanded') === 'true' && item(id).hasAttribute('data-open');

beforeEach(() => {
  document.body.innerHTML = markup;
  unbind = bindNavDropdowns(document);
});
afterEach(() => unbind());

describe('bindNavDropdowns', () => {
  it('opens and closes a panel with its button, and keeps one open at a time', () => {
    toggle('rng').click();
    expect(isOpen('rng')).toBe(true);
    toggle('live').click();
    expect(isOpen('live')).toBe(true);
    expect(isOpen('rng')).toBe(false);
    toggle('live').click();
    expect(isOpen('live')).toBe(false);
  });

  it('closes on Escape and returns focus to the button', () => {
    toggle('rng').click();
    const link = item('rng').querySelector<HTMLAnchorElement>('#panel-rng a')!;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(isOpen('rng')).toBe(false);
    expect(document.activeElement).toBe(toggle('rng'));
  });

  it('closes when focus leaves the item, not when it moves inside', () => {
    toggle('rng').click();
    const links = item('rng').querySelectorAll<HTMLAnchorElement>('#panel-rng a');
    links[0]!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: links[1]! }));
    expect(isOpen('rng')).toBe(true);
    links[1]!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('outside') }));
    expect(isOpen('rng')).toBe(false);
  });

  it('closes on a click elsewhere on the page', () => {
    toggle('rng').click();
    document.getElementById('outside')!.click();
    expect(isOpen('rng')).toBe(false);
  });

  it('stops listening once unbound', () => {
    unbind();
    toggle('rng').click();
    expect(isOpen('rng')).toBe(false);
  });
});
