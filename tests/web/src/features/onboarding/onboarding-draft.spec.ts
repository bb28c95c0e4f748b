// The onboarding wizard's draft for the session (issue 36): saved and read back under the student's id, read field by field
// against the form (anything else in storage, or of the wrong kind, is ignored), the step kept within the wizard, cleared.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clearDraft, loadDraft, saveDraft } from '@/features/onboarding/machine/onboarding-draft';
import { initialValuesFrom } from '@/features/onboarding/machine/onboarding-values';

const items = new Map<string, string>();
const storage = {
  getItem: (k: string) => items.get(k) ?? null,
  setItem: (k: string, v: string) => void items.set(k, v),
  removeItem: (k: string) => void items.delete(k),
};
(globalThis as { sessionStorage?: unknown }).sessionStorage = storage;

const template = initialValuesFrom(null);

test('a saved draft reads back for the same student only, and is gone once cleared', () => {
  const values = { ...template, hobbies: ['music'], internshipDuration: '3-6-months', preferredCompanies: ['Saffron Circuits'], location: 'Dhaka' };
  saveDraft('s-1', { step: 1, values });
  assert.equal(loadDraft('s-1', template), { step: 1, values });
  assert.is(loadDraft('s-2', template), null);
  clearDraft('s-1');
  assert.is(loadDraft('s-1', template), null);
});

test('only the form\'s fields of the right kind are taken; the step stays within the wizard; broken JSON is no draft', () => {
  items.set('ifh.onboarding.s-1', JSON.stringify({ step: 9, values: { hobbies: 'music', grade: 11, schoolName: 'Lakeside', password: 'x', skills: ['Python', 3] } }));
  const draft = loadDraft('s-1', template)!;
  assert.is(draft.step, 2);
  assert.equal(draft.values, { ...template, schoolName: 'Lakeside' });
  assert.not.ok('password' in draft.values);
  items.set('ifh.onboarding.s-1', '{not json');
  assert.is(loadDraft('s-1', template), null);
  items.set('ifh.onboarding.s-1', JSON.stringify({ step: -3, values: {} }));
  assert.is(loadDraft('s-1', template)!.step, 0);
});

test.run();
