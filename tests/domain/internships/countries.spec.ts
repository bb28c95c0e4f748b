// Spec of a posting's country (DESIGN.md §4.6): read from its location's country name or a known city.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COUNTRIES, COUNTRY_NAMES, LOCATION_SHORTCUTS, countryOfLocation } from '@domain/internships/countries';
import { POPULAR_LOCATIONS } from '@domain/internships/constants';
import { DEMO_INTERNSHIPS } from '@backend/seed/demo-internships';

test('the demo postings’ locations each name their country', () => {
  const expected: Record<string, string> = {
    'Delhi, India': 'IN', 'Chittagong, Bangladesh': 'BD', 'Chennai, India': 'IN', 'Kolkata, India': 'IN', 'Karachi, Pakistan': 'PK',
    'Hyderabad, India': 'IN', 'Lahore, Pakistan': 'PK', 'Pune, India': 'IN', 'Bangalore, India': 'IN', 'Mumbai, India': 'IN',
    'Colombo, Sri Lanka': 'LK', 'Dhaka, Bangladesh (remote + travel)': 'BD',
  };
  for (const d of DEMO_INTERNSHIPS) assert.is(countryOfLocation(d.location), expected[d.location], d.location);
});

test('cities alone; the country name decides; Remote and unknown places have none', () => {
  assert.is(countryOfLocation('Bengaluru'), 'IN');
  assert.is(countryOfLocation('bangalore'), 'IN');
  assert.is(countryOfLocation('Chattogram'), 'BD');
  assert.is(countryOfLocation('Kandy'), 'LK');
  assert.is(countryOfLocation('Islamabad (hybrid)'), 'PK');
  assert.is(countryOfLocation('Hyderabad, Pakistan'), 'PK');
  assert.is(countryOfLocation('Hyderabad'), 'IN');
  assert.is(countryOfLocation('Remote'), null);
  assert.is(countryOfLocation('London'), null);
  assert.is(countryOfLocation('Goalpara'), null, 'a city name inside another word does not count');
  assert.is(countryOfLocation(''), null);
  for (const city of POPULAR_LOCATIONS) assert.ok(countryOfLocation(city), city);
});

test('names of the four countries; shortcuts span them, Remote too', () => {
  assert.equal([...COUNTRIES], ['IN', 'BD', 'PK', 'LK']);
  assert.equal(COUNTRIES.map((c) => COUNTRY_NAMES[c]), ['India', 'Bangladesh', 'Pakistan', 'Sri Lanka']);
  assert.equal(new Set(LOCATION_SHORTCUTS.map(countryOfLocation)), new Set(['IN', 'BD', 'PK', 'LK', null]));
  assert.ok(LOCATION_SHORTCUTS.includes('Remote'));
});

test.run();
