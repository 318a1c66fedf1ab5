import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { waitForUrl } from './wait-for-url.mjs';

test('waitForUrl resolves true once the URL answers 2xx', async () => {
  let calls = 0;
  const server = createServer((request, response) => {
    calls += 1;
    response.writeHead(calls < 3 ? 503 : 200).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  try {
    assert.equal(await waitForUrl(`http://127.0.0.1:${port}/`, { intervalMs: 10 }), true);
    assert.equal(calls, 3);
  } finally {
    server.close();
  }
});

test('waitForUrl resolves false when nothing answers in time, or when told to give up', async () => {
  const nobody = 'http://127.0.0.1:9/';
  assert.equal(await waitForUrl(nobody, { timeoutMs: 50, intervalMs: 10 }), false);
  assert.equal(await waitForUrl(nobody, { gaveUp: () => true }), false);
});
