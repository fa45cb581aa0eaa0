/**
 * A reason the server cannot start that the operator must fix (a data folder it cannot use,
 * lost secrets, a database held by another process): printed as one line, `Cannot start: …`,
 * naming the folder or database and the cause, instead of a stack.
 */
export class CannotStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CannotStartError';
  }
}
