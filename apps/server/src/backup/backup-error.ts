/** A backup or restore that stops with a message for the person running it, and the exit code a script can act on. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The exit code of a restore refused because the target already holds data: nothing was changed. */
export const targetNotEmptyExitCode = 2;
