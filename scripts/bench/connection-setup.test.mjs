import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { startConnectionSetupRelay } from './connection-setup.mjs';

const SETUP_MS = 300;
let server;
let relay;

before(async () => {
  server = http.createServer((request, response) => response.end(`answered ${request.url}`));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay = await startConnectionSetupRelay(`http://127.0.0.1:${server.address().port}`, {
    setupMs: SETUP_MS,
  });
});

after(async () => {
  await relay.close();
  server.close();
});

/** A request on a connection of its own, and how long its answer took. */
async function timedRequest(path) {
  const started = Date.now();
  const response = await fetch(`${relay.origin}${path}`, {
    headers: { connection: 'close' },
  });
  return { text: await response.text(), ms: Date.now() - started };
}

test("a visit's first connection waits for its setup, and the request goes through", async () => {
  relay.newVisit();
  const first = await timedRequest('/first');
  assert.equal(first.text, 'answered /first');
  assert.ok(first.ms >= SETUP_MS - 10, `answered after ${first.ms} ms`);
});

test('connections opened while the setup runs wait for it; later ones do not', async () => {
  relay.newVisit();
  const [first, second] = await Promise.all([timedRequest('/a'), timedRequest('/b')]);
  assert.ok(first.ms >= SETUP_MS - 10, `first answered after ${first.ms} ms`);
  assert.ok(second.ms >= SETUP_MS - 10, `second answered after ${second.ms} ms`);
  const later = await timedRequest('/c');
  assert.equal(later.text, 'answered /c');
  assert.ok(later.ms < SETUP_MS / 2, `a later connection answered after ${later.ms} ms`);
});

test('each new visit pays the setup again', async () => {
  relay.newVisit();
  await timedRequest('/one');
  relay.newVisit();
  const again = await timedRequest('/two');
  assert.ok(again.ms >= SETUP_MS - 10, `answered after ${again.ms} ms`);
});
