// The catalogs of the domain's messages (DESIGN.md §4.3): every message the sources can send (found in their syntax trees)
// has a translation in every language, none is left over, and each keeps its placeholders — and the check catches both faults.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emittedMessages } from '@backend/i18n/emitted-messages';
import { catalogProblems } from '@domain/i18n/catalog-check';
import { DOMAIN_MESSAGES } from '@domain/i18n/domain-messages';

const test = suite('domain message catalogs');
const emitted = emittedMessages(process.cwd()).map((e) => e.text);
const LANGUAGES = Object.keys(DOMAIN_MESSAGES) as (keyof typeof DOMAIN_MESSAGES)[];

test('the scan finds the messages of errors, zod schemas, role checks and notices', () => {
  for (const text of [
    'Valid email is required',
    'Only students can save favorites',
    'An account with this email already exists. Please sign in instead.',
    'Please choose a supported language',
    'You can save up to {MAX_SAVED_SEARCHES} searches',
    'Your date of birth cannot be in the future',
    'Saved. It may take a moment to show everywhere.',
    'Invalid JSON body',
  ]) assert.ok(emitted.includes(text), text);
  assert.ok(emitted.length > 250, `only ${emitted.length} messages found`);
});

for (const language of LANGUAGES) {
  test(`${language}: no message is missing, none is unused, placeholders are kept`, () => {
    const problems = catalogProblems(emitted, DOMAIN_MESSAGES[language]);
    assert.equal(problems.missing, [], `missing in ${language}`);
    assert.equal(problems.unused, [], `unused in ${language}`);
    assert.equal(problems.placeholders, [], `placeholders differ in ${language}`);
  });
}

test('the check fails when an entry is removed, a stray one added, or a placeholder dropped', () => {
  const { 'Not found': _gone, ...withoutOne } = DOMAIN_MESSAGES.hi;
  assert.equal(catalogProblems(emitted, withoutOne).missing, ['Not found']);
  assert.equal(catalogProblems(emitted, { ...DOMAIN_MESSAGES.hi, 'A message nobody sends': 'x' }).unused, ['A message nobody sends']);
  const broken = { ...DOMAIN_MESSAGES.hi, 'You can save up to {MAX_SAVED_SEARCHES} searches': 'आप ज़्यादा खोजें सहेज सकते हैं' };
  assert.equal(catalogProblems(emitted, broken).placeholders, ['You can save up to {MAX_SAVED_SEARCHES} searches']);
});

test('no translation is left in English (apart from codes and names)', () => {
  for (const language of LANGUAGES) {
    const same = Object.entries(DOMAIN_MESSAGES[language]).filter(([english, translated]) => english === translated);
    assert.equal(same, [], language);
  }
});

test.run();
