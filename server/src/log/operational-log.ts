/** Where log lines go: stderr by default, a list in tests. */
export type LogSink = (line: string) => void;

export interface OperationalLog {
  /**
   * An expected operational failure (a full disk, a cap reached): one line. The same kind
   * again within the quiet period is counted instead of printed, so a flood of one failure
   * cannot flood the log; the next line printed for that kind says how many were held back.
   */
  problem(kind: string, line: string): void;
  /**
   * An unexpected error: printed once with its stack and `context` (what was being done);
   * the same error again is counted like a problem, in one line.
   */
  unexpected(context: string, error: unknown): void;
  /** Prints how many lines are still held back (at shutdown, so no count is lost). */
  flush(): void;
}

export interface OperationalLogOptions {
  sink?: LogSink;
  /** How long repeats of one kind are held back after a line is printed. */
  quietMs?: number;
  now?: () => number;
}

interface KindState {
  printedAt: number;
  heldBack: number;
  lastLine: string;
}

/** Distinct unexpected errors remembered; beyond it the oldest is forgotten (and may print again). */
const MAX_KINDS = 200;

function errorSignature(error: unknown): { name: string; message: string; signature: string } {
  if (!(error instanceof Error)) {
    const message = String(error);
    return { name: 'Error', message, signature: `thrown:${message}` };
  }
  // The first frame tells two errors with the same message apart.
  const frame = error.stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '';
  return {
    name: error.name,
    message: error.message,
    signature: `${error.name}:${error.message}:${frame.trim()}`,
  };
}

function since(time: number): string {
  return new Date(time).toISOString();
}

export function createOperationalLog(options: OperationalLogOptions = {}): OperationalLog {
  const sink = options.sink ?? ((line: string) => console.error(line));
  const quietMs = options.quietMs ?? 60_000;
  const now = options.now ?? Date.now;
  const kinds = new Map<string, KindState>();

  function remember(kind: string, state: KindState): void {
    kinds.delete(kind);
    kinds.set(kind, state);
    if (kinds.size > MAX_KINDS) {
      const [oldest] = kinds.keys();
      if (oldest !== undefined) kinds.delete(oldest);
    }
  }

  function problem(kind: string, line: string): void {
    const time = now();
    const state = kinds.get(kind);
    if (state && time - state.printedAt < quietMs) {
      state.heldBack += 1;
      state.lastLine = line;
      return;
    }
    const held = state?.heldBack ? ` (${state.heldBack} more since ${since(state.printedAt)})` : '';
    sink(`${line}${held}`);
    remember(kind, { printedAt: time, heldBack: 0, lastLine: line });
  }

  return {
    problem,
    unexpected(context, error) {
      const { name, message, signature } = errorSignature(error);
      const kind = `unexpected ${signature}`;
      if (!kinds.has(kind)) {
        const detail = error instanceof Error && error.stack ? error.stack : `${name}: ${message}`;
        sink(`Unexpected error while ${context}: ${detail}`);
        remember(kind, { printedAt: now(), heldBack: 0, lastLine: '' });
        return;
      }
      problem(kind, `Unexpected error again while ${context}: ${name}: ${message} (stack above)`);
    },
    flush() {
      for (const state of kinds.values()) {
        if (state.heldBack === 0) continue;
        sink(`${state.lastLine} (${state.heldBack} like this since ${since(state.printedAt)})`);
        state.heldBack = 0;
      }
    },
  };
}
