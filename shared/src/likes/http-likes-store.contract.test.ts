/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports -- test only: the adapter's contract runs against the real server
import { startLikesServer } from '../../../server/scripts/spawn-likes-server.cjs';
import { HttpLikesStore } from './http-likes-store';
import { likesStoreContract } from './likes-store.contract';
import { NodeEventSource } from './testing/node-event-source';

// The HTTP adapter against the real server (createApp in its own process), a fresh
// database for every test, the rate limit off so only the store's own behaviour shows.
jest.setTimeout(60_000);

describe('HttpLikesStore against the embedded likes service', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'likes-contract-http-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  let run = 0;
  likesStoreContract(async () => {
    run += 1;
    const server = await startLikesServer({ dbFile: path.join(dir, `likes-${run}.sqlite`) });
    return {
      newClient: () =>
        new HttpLikesStore({
          baseUrl: `${server.baseUrl}/api/likes`,
          EventSource: NodeEventSource,
        }),
      async dispose() {
        // Graceful shutdown is tested in server/; here it would only wait for the spare
        // socket undici opens after an aborted stream to time out.
        await server.kill();
      },
    };
  });
});
