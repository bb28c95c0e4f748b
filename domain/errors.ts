// Typed errors of the product with factories; the server's one error handler maps each kind to an HTTP status.

export type ErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'too_many';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string, errors?: Record<string, string>) => new AppError('invalid', message, errors);
export const unauthorized = (message = 'Not signed in') => new AppError('unauthorized', message);
export const forbidden = (message = 'Not allowed') => new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooMany = (message = 'Too many attempts. Please try again later.') => new AppError('too_many', message);

export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
};
