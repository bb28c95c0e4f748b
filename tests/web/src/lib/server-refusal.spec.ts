// A server's refusal split for a form: the messages of the fields it shows, and what is left to say above its button.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '@/lib/api-client';
import { splitRefusal } from '@/lib/server-refusal';

const shown = (key: string) => key === 'where' || /^slots\.\d+$/.test(key);

test('a field message the form shows goes under the field; a message of its own stays above the button', () => {
  const rule = 'Interviews with students under 18 must be between 07:00 and 21:00 at the internship’s place.';
  const error = new ApiError(rule, 400, { 'slots.1': '22:00–22:30 at the internship’s place is outside 07:00–21:00' });
  assert.equal(splitRefusal(error, shown), { fields: { 'slots.1': '22:00–22:30 at the internship’s place is outside 07:00–21:00' }, message: rule });
});

test('the message already said under a field is not said twice; one of a field not shown is said above', () => {
  assert.equal(splitRefusal(new ApiError('Say where', 400, { where: 'Say where' }), shown), { fields: { where: 'Say where' }, message: null });
  assert.equal(splitRefusal(new ApiError('Say where', 400, { where: 'Say where', slots: 'Propose each time once' }), shown), {
    fields: { where: 'Say where' },
    message: 'Propose each time once',
  });
});

test('a refusal without fields (403, 409) is its message; a failure without an answer, the fallback', () => {
  assert.equal(splitRefusal(new ApiError('Only an accepted internship can be marked complete', 409), shown), { fields: {}, message: 'Only an accepted internship can be marked complete' });
  assert.equal(splitRefusal(new TypeError('Failed to fetch'), shown, 'Try again'), { fields: {}, message: 'Try again' });
});

test.run();
