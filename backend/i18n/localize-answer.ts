// The request's language (Accept-Language or the `lang` cookie) and the translation of an answer's `{ message, errors }` into it.
import { isLocale, negotiateLocale, type Locale } from '@domain/i18n/locales';
import { translateMessage } from '@domain/i18n/translate';
import { DOMAIN_MESSAGES } from '@domain/i18n/domain-messages';

/** What of a request (Koa's context) the language is read from; structural, so this room needs no Koa. */
export interface LanguageSource {
  get(header: string): string;
  cookies: { get(name: string): string | undefined };
}

/** What of an answer is translated, and its headers. */
export interface LocalizableAnswer extends LanguageSource {
  body: unknown;
  vary(field: string): void;
  set(field: string, value: string): void;
}

/** The language an API request asks for (DESIGN.md §4.3): the SPA's `lang` cookie, else Accept-Language, else English. */
export const requestLocale = (ctx: LanguageSource): Locale => negotiateLocale(ctx.get('Accept-Language') || undefined, ctx.cookies.get('lang'));

/**
 * The language a request names for an account (sign-up): the `lang` cookie (the person chose it in the SPA's menu), else a
 * language other than English that Accept-Language prefers; null when it names none (a browser's default English is no choice).
 */
export function namedLocale(ctx: LanguageSource): Locale | null {
  const cookie = ctx.cookies.get('lang');
  if (isLocale(cookie)) return cookie;
  const accepted = negotiateLocale(ctx.get('Accept-Language') || undefined, undefined);
  return accepted === 'en' ? null : accepted;
}

const isNotice = (body: unknown): body is { message: string; errors?: Record<string, string> } =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  !Buffer.isBuffer(body) &&
  typeof (body as { message?: unknown }).message === 'string' &&
  Object.keys(body).every((key) => key === 'message' || key === 'errors');

/**
 * Translates an answer that is a notice (`{ message, errors? }`: every error and the plain confirmations) into the request's
 * language, saying so in Content-Language; every answer that could be translated varies by Accept-Language.
 */
export function localizeNotice(ctx: LocalizableAnswer): void {
  if (!isNotice(ctx.body)) return;
  ctx.vary('Accept-Language');
  const locale = requestLocale(ctx);
  if (locale === 'en') return;
  const catalog = DOMAIN_MESSAGES[locale];
  const { message, errors } = ctx.body;
  const translated = errors ? Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translateMessage(text, locale, catalog)])) : undefined;
  ctx.body = translated ? { message: translateMessage(message, locale, catalog), errors: translated } : { message: translateMessage(message, locale, catalog) };
  ctx.set('Content-Language', locale);
}
