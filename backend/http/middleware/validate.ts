// validate(schema): parses the JSON body with a zod schema and puts the typed result on ctx.state.body, or answers 400 with field messages.
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { invalid } from '@domain/shared/errors';
import { documented } from '@backend/http/openapi/route-doc';

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

/** The state a route sees after validate(schema): `router.post<Validated<typeof schema>>(path, validate(schema), handler)`. */
export type Validated<S extends z.ZodType> = { body: z.output<S> };

export const validate = <S extends z.ZodType>(schema: S): Middleware<Validated<S>> =>
  documented(
    async (ctx, next) => {
      ctx.state.body = parseOrThrow(schema, (ctx.request as { body?: unknown }).body ?? {});
      await next();
    },
    { body: schema },
  );

/**
 * Names the schema a route parses its query (or a further part of its body) with, for the OpenAPI document, where the route
 * parses it itself (e.g. only when its answer is not cached): passes straight on.
 */
export const parses = (doc: { query?: z.ZodType; body?: z.ZodType }): Middleware => documented((_ctx, next) => next(), doc);
