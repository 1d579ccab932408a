import { describe, expect, it } from 'vitest';
import { withHtmlCharset } from './charset';

const html = (type: string, status = 200) => new Response('<p>ñ</p>', { status, headers: { 'Content-Type': type } });

describe('withHtmlCharset', () => {
  it('adds charset=utf-8 to bare text/html, a 404 included', async () => {
    expect(withHtmlCharset(html('text/html')).headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const notFound = withHtmlCharset(html('text/html', 404));
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await notFound.text()).toBe('<p>ñ</p>');
  });

  it('leaves a declared charset and other types alone', () => {
    expect(withHtmlCharset(html('text/html; charset=iso-8859-1')).headers.get('Content-Type')).toBe('text/html; charset=iso-8859-1');
    expect(withHtmlCharset(html('application/json')).headers.get('Content-Type')).toBe('application/json');
    expect(withHtmlCharset(new Response(null, { status: 303, headers: { Location: '/' } })).headers.get('Content-Type')).toBeNull();
  });

  it('copies a response whose headers cannot change', async () => {
    // A fetched response's headers are immutable (the Fetch standard's "immutable" guard).
    const fetched = await fetch('data:text/html,<p>x</p>');
    expect(() => fetched.headers.set('X-Probe', '1')).toThrow();
    const copy = withHtmlCharset(fetched);
    expect(copy).not.toBe(fetched);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await copy.text()).toBe('<p>x</p>');
    const locked = Response.redirect('http://site.test/', 302);
    expect(withHtmlCharset(locked)).toBe(locked);
  });
});
