// Unit tests of the location reader behind JobPosting addresses: locality, region and country from free text.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parsePlace } from '@backend/http/pages/seo/place';

const view = (location: string) => {
  const p = parsePlace(location);
  return { locality: p.locality, region: p.region, country: p.country?.code ?? null };
};

test('city and country', () => {
  assert.equal(view('Karachi, Pakistan'), { locality: 'Karachi', region: null, country: 'PK' });
  assert.equal(view('Colombo, Sri Lanka'), { locality: 'Colombo', region: null, country: 'LK' });
});

test('notes in brackets and words like Remote are not places', () => {
  assert.equal(view('Dhaka, Bangladesh (remote + travel)'), { locality: 'Dhaka', region: null, country: 'BD' });
  assert.equal(view('Remote, India'), { locality: null, region: null, country: 'IN' });
  assert.equal(view('Remote'), { locality: null, region: null, country: null });
});

test('city, region, country', () => {
  assert.equal(view('Pune, Maharashtra, India'), { locality: 'Pune', region: 'Maharashtra', country: 'IN' });
});

test('a known city alone gives its country; an unknown one gives none', () => {
  assert.equal(view('Bengaluru'), { locality: 'Bengaluru', region: null, country: 'IN' });
  assert.equal(view('Lahore'), { locality: 'Lahore', region: null, country: 'PK' });
  assert.equal(view('Springfield'), { locality: 'Springfield', region: null, country: null });
});

test('a country alone', () => {
  assert.equal(view('Bangladesh'), { locality: null, region: null, country: 'BD' });
});

test.run();
