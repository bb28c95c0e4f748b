// Numbers, shares and days as each language writes them (English without Intl, the others as Intl does), and the texts a
// pre-rendered page was written with: recorded by the server's render, read first by the browser's hydration.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatted, recordFormattedTexts, seedFormattedTexts } from '@/i18n/formatted-texts';
import { dayText, numberText, percentText } from '@/i18n/written-format';
import { formatCount } from '@/i18n/locale';

const day = new Date('2026-12-08T00:00:00Z');

test('English without Intl; the other languages as Intl writes them (their digits and month names); Sinhala days as forms write them', () => {
  assert.is(numberText(1234567.5, 2, 'en'), '1,234,567.5');
  assert.is(numberText(6000, 2, 'bn'), new Intl.NumberFormat('bn', { maximumFractionDigits: 2 }).format(6000));
  assert.is(percentText(80, 'en'), '80%');
  assert.is(percentText(80, 'bn'), new Intl.NumberFormat('bn', { style: 'percent', maximumFractionDigits: 0 }).format(0.8));
  assert.is(dayText(day, 'short', 'en'), 'Dec 8, 2026');
  assert.is(dayText(day, 'long', 'en'), 'December 8, 2026');
  assert.is(dayText(day, 'long', 'hi'), new Intl.DateTimeFormat('hi', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(day));
  assert.is(dayText(day, 'short', 'si'), '2026-12-08');
  assert.is(formatCount(1200, 'en'), '1200');
  assert.is(formatCount(12, 'bn'), new Intl.NumberFormat('bn').format(12));
});

test('a render records what Intl wrote; a page seeded with those texts prints them without making them again', () => {
  const texts: Record<string, string> = {};
  recordFormattedTexts(() => texts);
  const written = [dayText(day, 'long', 'ta'), numberText(2500.5, 2, 'ur'), formatCount(7, 'hi'), percentText(67, 'bn')];
  recordFormattedTexts(() => undefined);
  assert.is(Object.keys(texts).length, 4, 'each text is kept with the render');
  assert.equal(Object.values(texts).sort(), [...written].sort());
  assert.is(dayText(day, 'long', 'en'), 'December 8, 2026');
  assert.is(Object.keys(texts).length, 4, 'English is written without Intl, and kept nowhere');

  seedFormattedTexts(texts);
  let made = 0;
  const again = Object.keys(texts).map((key) => formatted(key, () => String((made += 1))));
  assert.is(made, 0, 'hydration makes none of them');
  assert.equal(again, Object.values(texts));
  assert.is(formatted('a key the page did not bring', () => 'made now'), 'made now');
  seedFormattedTexts(undefined);
});

test.run();
