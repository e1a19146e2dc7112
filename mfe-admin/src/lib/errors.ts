// One way to turn anything thrown (PostgREST errors, Errors, strings) into a message.
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || 'Unknown error';
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (typeof error === 'string' && error !== '') return error;
  return 'Unknown error';
}

/** A PostgREST / Postgres error with its code kept, so screens can tell a conflict from a failure. */
export class DataError extends Error {
  readonly code: string | null;
  constructor(message: string, code: string | null = null) {
    super(message);
    this.name = 'DataError';
    this.code = code;
  }
}

export function dataError(error: { message: string; code?: string | null }): DataError {
  return new DataError(error.message, error.code ?? null);
}
