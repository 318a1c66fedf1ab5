import { createReadSlots } from './read-slots.js';

/** A file read that holds its descriptor until the test lets it finish. */
function heldReads() {
  const pending: (() => void)[] = [];
  let open = 0;
  let most = 0;
  const read = (filePath: string) =>
    new Promise<Buffer>((resolve, reject) => {
      open += 1;
      most = Math.max(most, open);
      pending.push(() => {
        open -= 1;
        if (filePath.includes('missing')) reject(new Error(`ENOENT: ${filePath}`));
        else resolve(Buffer.from(filePath));
      });
    });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  // Lets every read through: those started now, and those their ends let start.
  const finishAll = async () => {
    await tick();
    while (pending.length > 0) {
      pending.splice(0).forEach((finish) => finish());
      await tick();
    }
  };
  return { read, finishAll, open: () => open, most: () => most };
}

test('never more than `limit` files open at once, and every read is answered in turn', async () => {
  const files = heldReads();
  const slots = createReadSlots(3, files.read);
  const reads = Array.from({ length: 40 }, (_, i) => slots.read(`/site/page-${i}.html`));
  await new Promise((resolve) => setImmediate(resolve));
  expect(files.open()).toBe(3);
  await files.finishAll();
  const bodies = (await Promise.all(reads)).map(String);
  expect(bodies).toEqual(Array.from({ length: 40 }, (_, i) => `/site/page-${i}.html`));
  expect(files.most()).toBe(3);
});

test('a failed read frees its slot for the next one', async () => {
  const files = heldReads();
  const slots = createReadSlots(1, files.read);
  const failed = expect(slots.read('/site/missing.html')).rejects.toThrow(/ENOENT/);
  const next = slots.read('/site/page.html');
  await files.finishAll();
  await failed;
  expect(String(await next)).toBe('/site/page.html');
});
