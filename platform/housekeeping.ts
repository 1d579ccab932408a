/**
 * The platform's one housekeeping loop (docs/decisions/0048-valid-stakes-and-housekeeping.md,
 * docs/operations.md "Housekeeping"). Each task runs at its own interval from one timer: the
 * timer wakes at the earliest time a task is due, starts every task that is due and sets itself
 * again. A task still at work when its turn comes again skips that turn, so no task overlaps
 * itself (a slow database must not pile passes up); different tasks may run side by side. A
 * failing pass is logged with the task's name and the next turn tries again. Stopping clears the
 * timer and waits for the passes under way, so the database can be closed after it.
 */
export interface HousekeepingTask {
  /** Named in the log when a pass fails. */
  readonly name: string;
  readonly everyMs: number;
  run(): Promise<unknown>;
}

export interface Housekeeping {
  /** Stops the loop; resolves once no pass is under way. */
  stop(): Promise<void>;
}

type Log = (message: string, error: unknown) => void;
const defaultLog: Log = (message, error) => console.error(message, error);

export function startHousekeeping(tasks: readonly HousekeepingTask[], log: Log = defaultLog): Housekeeping {
  const started = Date.now();
  const slots = tasks.map((task) => ({ task, due: started + task.everyMs, running: null as Promise<void> | null }));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const run = (slot: (typeof slots)[number]) => {
    slot.running = slot.task
      .run()
      .then(
        () => undefined,
        (error: unknown) => log(`[platform] housekeeping task "${slot.task.name}" failed:`, error),
      )
      .finally(() => {
        slot.running = null;
      });
  };

  const tick = () => {
    timer = null;
    if (stopped) return;
    const now = Date.now();
    for (const slot of slots) {
      if (slot.due > now) continue;
      // The next turn counts from this one, not from when the pass ends: a task keeps its rhythm.
      slot.due = now + slot.task.everyMs;
      if (!slot.running) run(slot);
    }
    schedule();
  };

  const schedule = () => {
    if (stopped || slots.length === 0) return;
    const next = Math.min(...slots.map((slot) => slot.due));
    timer = setTimeout(tick, Math.max(0, next - Date.now()));
    // The loop alone never keeps the process alive (a CLI command ends when its work is done).
    timer.unref?.();
  };

  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all(slots.map((slot) => slot.running));
    },
  };
}
