// Cards made on every core: satori and resvg take ~0.1 s a card on one thread, so a clean
// clone's first build of 1,000 posts spent ~100 s making cards one after another (issue 42).
// A pool of worker threads, one per core the machine offers (at most `size`), each making
// one card at a time; `render(source)` queues a card and resolves with its PNG bytes.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const WORKER = new URL('./card-worker.mjs', import.meta.url);

/**
 * @param {{ size?: number }} [options] how many threads at most (default: the cores)
 * @returns {{ render: (source: object) => Promise<Buffer>, close: () => Promise<void> }}
 */
export function createCardPool({ size = availableParallelism() } = {}) {
  const threads = Math.max(1, size);
  /** @type {{ worker: Worker, busy: boolean }[]} */
  const workers = [];
  /** @type {{ source: object, resolve: (png: Buffer) => void, reject: (error: Error) => void }[]} */
  const queue = [];
  const pending = new Map();
  let nextId = 0;

  function dispatch() {
    while (queue.length > 0) {
      let slot = workers.find((candidate) => !candidate.busy);
      if (!slot && workers.length < threads) slot = spawn();
      if (!slot) return;
      const job = /** @type {(typeof queue)[number]} */ (queue.shift());
      const id = nextId++;
      try {
        slot.worker.postMessage({ id, source: job.source });
      } catch (error) {
        // A source a thread cannot be sent (not plain data): that card fails, not the pool.
        job.reject(new Error(`card "${String(job.source.title)}": ${String(error)}`));
        continue;
      }
      slot.busy = true;
      pending.set(id, { ...job, slot });
    }
  }

  function spawn() {
    const slot = { worker: new Worker(WORKER), busy: false };
    slot.worker.on('message', ({ id, bytes, error }) => {
      const job = pending.get(id);
      pending.delete(id);
      slot.busy = false;
      if (error) job.reject(new Error(`card "${job.source.title}": ${error}`));
      else job.resolve(Buffer.from(bytes));
      dispatch();
    });
    // A thread that dies (out of memory) fails the cards it held; the build then fails too.
    slot.worker.on('error', (error) => {
      for (const [id, job] of pending) {
        if (job.slot !== slot) continue;
        pending.delete(id);
        job.reject(error);
      }
      workers.splice(workers.indexOf(slot), 1);
      dispatch();
    });
    workers.push(slot);
    return slot;
  }

  return {
    render(source) {
      return new Promise((resolve, reject) => {
        queue.push({ source, resolve, reject });
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
      workers.length = 0;
    },
  };
}
