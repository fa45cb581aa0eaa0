/**
 * Working through a queue that is claimed a batch at a time, a few items at once: a worker that
 * is free takes the next item, and the next batch is claimed as soon as the queue runs dry, so an
 * item whose answer is slow holds only its own worker, never the items behind it. The settlement
 * of crypto withdrawals and the cash payouts job share it (decision 355).
 */
export async function drainClaimed<T>(opts: {
  /** Items worked on at once. */
  atOnce: number;
  /** Claims the next batch; an empty one ends the run. Must never hand out an item twice in a run. */
  claim: () => Promise<T[]>;
  /** Works on one item; its own failures are its own to log (a throw here ends that worker). */
  work: (item: T) => Promise<void>;
}): Promise<number> {
  const queue: T[] = [];
  let refilling: Promise<void> | null = null;
  let done = false;
  let taken = 0;
  const next = async (): Promise<T | undefined> => {
    while (queue.length === 0 && !done) {
      refilling ??= opts
        .claim()
        .then(
          (batch) => {
            if (batch.length === 0) done = true;
            queue.push(...batch);
          },
          (e: unknown) => {
            // No more claims this run; the items in hand are still worked on.
            done = true;
            throw e;
          },
        )
        .finally(() => {
          refilling = null;
        });
      await refilling;
    }
    return queue.shift();
  };
  const worker = async () => {
    for (let item = await next(); item !== undefined; item = await next()) {
      taken += 1;
      await opts.work(item);
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: opts.atOnce }, worker));
  const failed = ended.find((e) => e.status === 'rejected');
  if (failed) throw failed.reason;
  return taken;
}
