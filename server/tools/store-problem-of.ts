// What the store's checks throw: a StoreProblem of one line, the line its user reads.
import { StoreProblem } from '../src/likes/store-problem.js';

/** The message of the StoreProblem `action` throws; the test fails on no throw or another. */
export function storeProblemOf(action: () => unknown): string {
  let problem: unknown;
  try {
    action();
  } catch (error) {
    problem = error;
  }
  expect(problem).toBeInstanceOf(StoreProblem);
  const { message } = problem as StoreProblem;
  expect(message).not.toContain('\n');
  return message;
}
