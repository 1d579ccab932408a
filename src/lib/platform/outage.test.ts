import { describe, expect, it } from 'vitest';
import { createOutageMemory } from './outage';

const answer = () => Promise.resolve(new Response('{}'));
const hangUp = () => Promise.reject(new DOMException('no answer', 'TimeoutError'));
const refuse = () => Promise.reject(new TypeError('fetch failed'));

describe('createOutageMemory', () => {
  it('after a time-out, fails at once with a time-out, without sending, until the memory lapses', async () => {
    let now = 0;
    let sent = 0;
    const memory = createOutageMemory(3_000, () => now);
    const count = (send: () => Promise<Response>) => () => {
      sent += 1;
      return send();
    };
    await expect(memory.send(count(hangUp))).rejects.toMatchObject({ name: 'TimeoutError' });
    now = 2_999;
    await expect(memory.send(count(answer))).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(sent).toBe(1);
    now = 3_000;
    await expect(memory.send(count(answer))).resolves.toBeInstanceOf(Response);
    expect(sent).toBe(2);
  });

  it('remembers a refused connection as a network failure', async () => {
    let now = 0;
    const memory = createOutageMemory(3_000, () => now);
    await expect(memory.send(refuse)).rejects.toBeInstanceOf(TypeError);
    now = 1_000;
    await expect(memory.send(answer)).rejects.toBeInstanceOf(TypeError);
  });

  it('forgets nothing while the platform answers, even with an error status', async () => {
    const memory = createOutageMemory(3_000, () => 0);
    await memory.send(() => Promise.resolve(new Response('{"success":false}', { status: 500 })));
    await expect(memory.send(answer)).resolves.toBeInstanceOf(Response);
  });
});
