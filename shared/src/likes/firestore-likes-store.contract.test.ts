/** @jest-environment node */
import path from 'node:path';
import { deleteApp, getApp } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore';
import { FirestoreLikesStore } from './firestore-likes-store';
import { likesStoreContract } from './likes-store.contract';
import { describeWithFirestoreEmulator } from './testing/describe-with-firestore-emulator';
import { startFirestoreEmulator, type FirestoreEmulator } from './testing/firestore-emulator';

// The Firestore adapter against the official emulator running the real firestore.rules:
// the adapter's single merge-increment write must be exactly what the rules accept.
jest.setTimeout(120_000);

const RULES = path.join(__dirname, '../../../firestore.rules');

describeWithFirestoreEmulator('FirestoreLikesStore against the Firestore emulator', () => {
  let emulator: FirestoreEmulator;
  beforeAll(async () => {
    // The refused-like test makes the SDK warn about the denied write; that is expected.
    setLogLevel('error');
    emulator = await startFirestoreEmulator({ rulesFile: RULES });
  });
  afterAll(async () => {
    await emulator?.stop();
  });

  let run = 0;
  likesStoreContract(async () => {
    run += 1;
    // A project of its own gives every test an empty database.
    const projectId = `demo-likes-contract-${run}`;
    const stores: { store: FirestoreLikesStore; appName: string }[] = [];
    return {
      newClient() {
        const appName = `${projectId}-client-${stores.length}`;
        const store = new FirestoreLikesStore({
          firebase: { projectId, apiKey: 'demo-key' },
          emulatorHost: emulator.hostPort,
          appName,
          persistentCache: false,
        });
        stores.push({ store, appName });
        return store;
      },
      async dispose() {
        for (const { store, appName } of stores) {
          await store.terminate();
          await deleteApp(getApp(appName)).catch(() => undefined);
        }
      },
    };
  });
});
