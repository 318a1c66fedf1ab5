// A thread that makes cards for card-pool.mjs: each message is a card's source, each answer
// its PNG bytes (or the error's message), under the message's id.
import { parentPort } from 'node:worker_threads';
import { renderCard } from './render-card.mjs';

if (!parentPort) throw new Error('card-worker.mjs runs as a worker thread (card-pool.mjs)');
const port = parentPort;
port.on('message', async ({ id, source }) => {
  try {
    const png = await renderCard(source);
    const bytes = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength);
    port.postMessage({ id, bytes }, [bytes]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
