// Domain errors by kind, with factories. The kinds say what went wrong; backend/http maps them to HTTP statuses.

export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  /** Well-formed, but what it says cannot be accepted (e.g. contact details in a message to a minor). */
  | 'unprocessable'
  | 'too_large'
  | 'too_many'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, errors?: Record<string, string>) => new DomainError('invalid', message, errors);
export const unauthorized = (message = 'Not signed in') => new DomainError('unauthorized', message);
export const forbidden = (message = 'Not allowed') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unprocessable = (message: string) => new DomainError('unprocessable', message);
export const tooMany = (message = 'Too many attempts. Please try again later.') => new DomainError('too_many', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
