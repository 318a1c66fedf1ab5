import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createCardPool } from './card-pool.mjs';
import { renderCard } from './render-card.mjs';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const source = (title) => ({ title, label: 'Essays', author: 'A Writer' });

test('two threads make the same cards as one thread, byte for byte', async () => {
  const pool = createCardPool({ size: 2 });
  try {
    const sources = [source('On leaving the city'), source('A letter never sent'), source('Rain')];
    const pooled = await Promise.all(sources.map((one) => pool.render(one)));
    for (const [index, png] of pooled.entries()) {
      assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE);
      assert.deepEqual(png, Buffer.from(await renderCard(sources[index])));
    }
  } finally {
    await pool.close();
  }
});

test('a card that cannot be made fails with its title, and the pool goes on', async () => {
  const pool = createCardPool({ size: 1 });
  try {
    // One that fails in the thread (no author), one that cannot be sent to it (a function).
    await assert.rejects(pool.render({ title: 'Broken', label: 'Essays' }), {
      message: /^card "Broken": /,
    });
    await assert.rejects(pool.render({ title: 'Unsent', label: 'Essays', author: () => {} }), {
      message: /^card "Unsent": /,
    });
    assert.deepEqual((await pool.render(source('After'))).subarray(0, 8), PNG_SIGNATURE);
  } finally {
    await pool.close();
  }
});
