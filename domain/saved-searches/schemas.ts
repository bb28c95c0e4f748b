// Schemas of the saved-searches context: POST /api/user/searches (the query checked by the list's own filter schema) and PATCH.
import { z } from 'zod';
import { internshipFiltersSchema } from '../internships/schemas';
import { isSavedSearchParam, normalizeQuery, unknownFilterMessage } from './params';

export const QUERY_MESSAGE = 'query must be an object of search filters';
export const EMAIL_DAILY_MESSAGE = 'emailDaily must be true or false';

const paramValue = z.union([z.string().max(500, 'Too long'), z.number(), z.boolean(), z.array(z.string().max(100, 'Too long')).max(30, 'Too many skills')], {
  error: QUERY_MESSAGE,
});

/** The filters of a search: GET /api/internships's parameters only, each as the list reads it (its messages when not). */
export const savedSearchQuerySchema = z
  .record(z.string(), paramValue, { error: QUERY_MESSAGE })
  .superRefine((raw, ctx) => {
    for (const name of Object.keys(raw)) if (!isSavedSearchParam(name)) ctx.addIssue({ code: 'custom', path: [name], message: unknownFilterMessage(name) });
  })
  .transform(normalizeQuery)
  .superRefine((query, ctx) => {
    const parsed = internshipFiltersSchema.safeParse(query);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
  });

export const saveSearchSchema = z.object({
  query: savedSearchQuerySchema,
  emailDaily: z.boolean({ error: EMAIL_DAILY_MESSAGE }).optional().default(true),
});
export type SaveSearchBody = z.output<typeof saveSearchSchema>;

export const savedSearchAlertsSchema = z.object({ emailDaily: z.boolean({ error: EMAIL_DAILY_MESSAGE }) });
