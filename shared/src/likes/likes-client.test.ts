import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLikesClient, likesClient } from './likes-client';
import { FirestoreLikesStore } from './firestore-likes-store';
import { HttpLikesStore } from './http-likes-store';
import { readSiteEnv } from '@site/toolchain/read-site-env.mjs';

/** The build configuration of an empty environment, as the build itself reads it. */
const noServices = readSiteEnv({});

test('without a Firebase config the embedded HTTP service is used, with a retry queue', () => {
  const client = createLikesClient(noServices);
  expect(client.store).toBeInstanceOf(HttpLikesStore);
  expect(client.pending).not.toBeNull();
});

test('with a Firebase config Firestore is used, relying on its own offline queue', () => {
  const client = createLikesClient({ ...noServices, firebase: { projectId: 'demo-site' } });
  expect(client.store).toBeInstanceOf(FirestoreLikesStore);
  expect(client.pending).toBeNull();
});

test('the page has one likes client, created on first use from the build configuration', () => {
  const first = likesClient();
  expect(likesClient()).toBe(first);
  expect(first.store).toBeInstanceOf(HttpLikesStore);
});

// The Firestore connection is the adapter's Firebase code: it comes with the SDK, never before.
test('no likes module imports Firebase or the Firestore connection up front: only type imports, loaded on first use', () => {
  const sources = readdirSync(__dirname).filter(
    (name) => name.endsWith('.ts') && !name.includes('.test.') && !name.includes('.contract.'),
  );
  for (const name of sources) {
    const source = readFileSync(path.join(__dirname, name), 'utf8');
    expect({
      name,
      eager: /^import (?!type )[^;]*from '(firebase\/|@firebase\/|\.\/firestore-connection')/m.test(
        source,
      ),
    }).toEqual({
      name,
      eager: false,
    });
  }
});
