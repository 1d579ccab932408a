import { describe, expect, it } from 'vitest';
import { createDeadline, untilAborted } from './deadline';

describe('createDeadline', () => {
  it('aborts with a TimeoutError when its timer fires, not before', () => {
    const timers: { fire: () => void; ms: number }[] = [];
    const deadline = createDeadline(2_500, (fire, ms) => timers.push({ fire, ms }));
    expect(timers.map((timer) => timer.ms)).toEqual([2_500]);
    expect(deadline.aborted).toBe(false);
    timers[0]!.fire();
    expect(deadline.aborted).toBe(true);
    expect(deadline.reason).toBeInstanceOf(DOMException);
    expect((deadline.reason as DOMException).name).toBe('TimeoutError');
  });
});

describe('untilAborted', () => {
  it('rejects when the signal aborts, though what it waits on never settles', async () => {
    const controller = new AbortController();
    const waiting = untilAborted(new Promise(() => {}), controller.signal);
    controller.abort(new DOMException('spent', 'TimeoutError'));
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('rejects at once when the signal has already aborted, and passes answers through', async () => {
    const spent = new AbortController();
    spent.abort(new DOMException('spent', 'TimeoutError'));
    await expect(untilAborted(Promise.resolve('late'), spent.signal)).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(untilAborted(Promise.resolve('answer'), new AbortController().signal)).resolves.toBe('answer');
  });
});
