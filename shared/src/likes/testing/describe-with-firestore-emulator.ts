import { firestoreEmulatorUnavailable } from './firestore-emulator';

/**
 * `describe` for suites that need the emulator: skipped with the reason in its title when
 * the emulator is missing on a developer's machine, but a failure in CI (CI=true).
 */
export function describeWithFirestoreEmulator(name: string, body: () => void): void {
  const reason = firestoreEmulatorUnavailable();
  if (!reason) {
    describe(name, body);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      test('needs the Firestore emulator', () => {
        throw new Error(reason);
      });
    });
  } else {
    console.warn(`Skipping "${name}": ${reason}`);
    describe.skip(`${name} [skipped: ${reason}]`, body);
  }
}
