// Translating the domain's messages: exact texts, patterns with changing parts (numbers and waits through Intl, a message
// inside a message), English unchanged, unknown texts kept; and the request language's negotiation.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as fc from 'fast-check';
import { translateMessage, placeholdersOf } from '@domain/i18n/translate';
import { DOMAIN_MESSAGES } from '@domain/i18n/domain-messages';
import { LOCALES, negotiateLocale, isLocale } from '@domain/i18n/locales';

const test = suite('translate messages');

test('an exact message is looked up; English and unknown texts stay as they are', () => {
  assert.is(translateMessage('Not found', 'hi', DOMAIN_MESSAGES.hi), 'नहीं मिला');
  assert.is(translateMessage('Not found', 'en', undefined), 'Not found');
  assert.is(translateMessage('Something nobody wrote', 'ur', DOMAIN_MESSAGES.ur), 'Something nobody wrote');
});

test('a templated message keeps its changing parts, numbers in the language', () => {
  assert.is(translateMessage('You can save up to 10 searches', 'hi', DOMAIN_MESSAGES.hi), 'आप ज़्यादा से ज़्यादा 10 खोजें सहेज सकते हैं');
  assert.is(translateMessage('You can save up to 10 searches', 'bn', DOMAIN_MESSAGES.bn), 'তুমি সর্বোচ্চ ১০টি খোঁজ সংরক্ষণ করতে পারো');
  assert.is(translateMessage('The application is already accepted', 'ta', DOMAIN_MESSAGES.ta), 'விண்ணப்பம் ஏற்கனவே accepted நிலையில் உள்ளது');
});

test('a wait is said in the language, and a message inside a message is translated too', () => {
  const text = 'Too many failed sign-in attempts. Please try again in 5 minutes.';
  const hi = translateMessage(text, 'hi', DOMAIN_MESSAGES.hi);
  assert.ok(hi.startsWith('साइन इन की बहुत सारी कोशिशें नाकाम रहीं।'), hi);
  assert.ok(hi.includes(new Intl.NumberFormat('hi', { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(5)), hi);
  assert.not.ok(/[A-Za-z]/.test(translateMessage(text, 'ur', DOMAIN_MESSAGES.ur)));
});

test('every placeholder of every entry is in its translation (all languages)', () => {
  for (const [language, catalog] of Object.entries(DOMAIN_MESSAGES)) {
    for (const [english, translated] of Object.entries(catalog)) assert.equal(placeholdersOf(translated), placeholdersOf(english), `${language}: ${english}`);
  }
});

test('negotiation: the cookie first, then Accept-Language by weight, else English', () => {
  assert.is(negotiateLocale(undefined, undefined), 'en');
  assert.is(negotiateLocale('hi-IN,hi;q=0.9,en;q=0.8', undefined), 'hi');
  assert.is(negotiateLocale('fr-FR, ur;q=0.5, en;q=0.3', undefined), 'ur');
  assert.is(negotiateLocale('en;q=0.2, ta;q=0.9', undefined), 'ta');
  assert.is(negotiateLocale('de, fr', undefined), 'en');
  assert.is(negotiateLocale('*', undefined), 'en');
  assert.is(negotiateLocale('si;q=0, bn', undefined), 'bn');
  assert.is(negotiateLocale('hi', 'ur'), 'ur');
  assert.is(negotiateLocale('hi', 'xx'), 'hi');
});

test('negotiation always answers a supported language, whatever the header', () => {
  fc.assert(fc.property(fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined }), (header, cookie) => isLocale(negotiateLocale(header, cookie))));
  fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.string(), (locale, header) => negotiateLocale(header, locale) === locale));
});

test.run();
