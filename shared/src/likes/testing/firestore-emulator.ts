import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The official Cloud Firestore emulator (Debian package google-cloud-cli-firestore-emulator),
 * started straight from its jar: firebase-tools is not needed. Node only, for tests.
 */
export const FIRESTORE_EMULATOR_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const READY_LINE = 'Dev App Server is now running';

export interface FirestoreEmulator {
  host: string;
  port: number;
  /** "host:port", the form FIRESTORE_EMULATOR_HOST takes. */
  hostPort: string;
  stop(): Promise<void>;
}

export interface StartFirestoreEmulatorOptions {
  /** Rules applied to every project; without it the emulator allows everything. */
  rulesFile?: string;
  timeoutMs?: number;
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Why the emulator cannot run here, or null when it can. */
export function firestoreEmulatorUnavailable(): string | null {
  if (!existsSync(FIRESTORE_EMULATOR_JAR)) {
    return (
      `Firestore emulator jar not found at ${FIRESTORE_EMULATOR_JAR}: install the Debian ` +
      'package google-cloud-cli-firestore-emulator (and Java 17) or set FIRESTORE_EMULATOR_JAR'
    );
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startFirestoreEmulator(
  options: StartFirestoreEmulatorOptions = {},
): Promise<FirestoreEmulator> {
  const reason = firestoreEmulatorUnavailable();
  if (reason) throw new Error(reason);
  const host = '127.0.0.1';
  const port = await freePort();
  const args = [
    '-cp',
    FIRESTORE_EMULATOR_JAR,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    'start',
    `--host=${host}`,
    `--port=${port}`,
  ];
  if (options.rulesFile) args.push(`--rules=${options.rulesFile}`);
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
  });

  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `Firestore emulator not ready after ${options.timeoutMs ?? 60_000} ms:\n${output}`,
        ),
      );
    }, options.timeoutMs ?? 60_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`Firestore emulator exited before it was ready:\n${output}`));
    });
  });
  // Keep draining its logs so a full pipe never blocks the emulator.
  child.stdout?.resume();
  child.stderr?.resume();

  return {
    host,
    port,
    hostPort: `${host}:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
