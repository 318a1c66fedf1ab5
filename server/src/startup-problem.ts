/**
 * A reason the server cannot start that the operator can fix: printed as its one-line
 * message (what is wrong, and the way out), never as a stack.
 */
export class StartupProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupProblem';
  }
}
