// How npm start (scripts/start.mjs) stands for its server: it passes on a request to stop,
// and exits as the server did, so a supervisor (systemd, a container runtime) sees a
// server that died, by a crash or a signal, as a failure and restarts it.
import { constants } from 'node:os';

const STOP_SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM']);

/**
 * The exit code of npm start for a server that exited with `code` or was ended by
 * `signal`. A signal is 128 + its number (as a shell reports it), except the signal npm
 * start itself passed on to stop the server: that stop was asked for.
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 * @param {NodeJS.Signals | null} stopRequested the signal npm start passed on, if any
 */
export function exitCodeFor(code, signal, stopRequested) {
  if (code !== null) return code;
  if (signal === null) return 1;
  if (signal === stopRequested) return 0;
  return 128 + (constants.signals[signal] ?? 0);
}

/**
 * Passes SIGINT and SIGTERM on to `child` and exits as it does (exitCodeFor), with one line
 * when it died of a signal nobody here asked for.
 * @param {import('node:child_process').ChildProcess} child
 */
export function superviseServer(child) {
  /** @type {NodeJS.Signals | null} */
  let stopRequested = null;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      stopRequested = signal;
      child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    const exitCode = exitCodeFor(code, signal, stopRequested);
    if (signal !== null && exitCode !== 0) {
      console.error(`The server was ended by ${signal}: npm start exits ${exitCode}.`);
    }
    process.exit(exitCode);
  });
}
