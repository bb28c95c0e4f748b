// validate(schema): parses the JSON body with a zod schema and puts the result on ctx.state.body, or answers 400 with field messages.
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { invalid } from '../../domain/errors';

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw invalid(Object.values(errors)[0] ?? 'Invalid request', errors);
}

export const validate =
  <S extends z.ZodType>(schema: S): Middleware =>
  async (ctx, next) => {
    const body = (ctx.request as { body?: unknown }).body;
    ctx.state.body = parseOrThrow(schema, body ?? {});
    await next();
  };
