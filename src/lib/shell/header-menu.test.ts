// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bindHeaderMenu } from './header-menu';

const markup = `
  <header>
    <details data-header-menu><summary>Menu</summary></details>
    <nav><ul><li data-nav-dropdown><button data-nav-toggle>Slots</button></li></ul></nav>
  </header>
  <main><p id="outside">Content</p></main>`;

let unbind = () => undefined as void;
afterEach(() => unbind());

const setUp = () => {
  document.body.innerHTML = markup;
  unbind = bindHeaderMenu(document);
  const menu = document.querySelector('details')!;
  menu.open = true;
  return menu;
};
const pressEscape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

describe('the phone header menu', () => {
  it('closes on Escape and gives focus back to its button', () => {
    const menu = setUp();
    pressEscape();
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
  });

  it('leaves Escape to an open vendor dropdown first', () => {
    const menu = setUp();
    document.querySelector<HTMLElement>('[data-nav-dropdown]')!.dataset['open'] = '';
    pressEscape();
    expect(menu.open).toBe(true);
  });

  it('closes on a click outside the header, not inside it', () => {
    const menu = setUp();
    document.querySelector('nav')!.click();
    expect(menu.open).toBe(true);
    document.getElementById('outside')!.click();
    expect(menu.open).toBe(false);
  });
});
