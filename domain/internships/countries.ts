// The catalogue's countries (DESIGN.md §4.6): a posting's country read from its location (the country's name or a known city),
// and the location shortcuts of the search across South Asia. Pure.
export const COUNTRIES = ['IN', 'BD', 'PK', 'LK'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_NAMES: Record<Country, string> = { IN: 'India', BD: 'Bangladesh', PK: 'Pakistan', LK: 'Sri Lanka' };

/** Each country's names and its cities that postings name (lower case). */
const PLACES: Record<Country, readonly string[]> = {
  IN: [
    'india', 'mumbai', 'bombay', 'delhi', 'new delhi', 'bengaluru', 'bangalore', 'hyderabad', 'chennai', 'madras', 'pune',
    'kolkata', 'calcutta', 'ahmedabad', 'jaipur', 'surat', 'lucknow', 'kanpur', 'nagpur', 'indore', 'bhopal', 'patna',
    'vadodara', 'gurugram', 'gurgaon', 'noida', 'chandigarh', 'kochi', 'cochin', 'thiruvananthapuram', 'coimbatore',
    'visakhapatnam', 'bhubaneswar', 'guwahati', 'mysuru', 'mysore', 'goa', 'dehradun', 'ludhiana', 'amritsar', 'varanasi',
  ],
  BD: ['bangladesh', 'dhaka', 'chittagong', 'chattogram', 'khulna', 'rajshahi', 'sylhet', 'barisal', 'rangpur', 'comilla', 'mymensingh', 'gazipur', 'narayanganj'],
  PK: ['pakistan', 'karachi', 'lahore', 'islamabad', 'rawalpindi', 'faisalabad', 'multan', 'peshawar', 'quetta', 'sialkot', 'gujranwala'],
  LK: ['sri lanka', 'srilanka', 'colombo', 'kandy', 'galle', 'jaffna', 'negombo', 'kurunegala', 'matara', 'anuradhapura', 'trincomalee', 'batticaloa'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternOf = (names: readonly string[]) => new RegExp(`(?:^|[^\\p{L}])(?:${names.map(escape).join('|')})(?:[^\\p{L}]|$)`, 'iu');
/** Country names first (they decide: 'Hyderabad, Pakistan'), then cities. */
const BY_NAME: Array<[Country, RegExp]> = COUNTRIES.map((c) => [c, patternOf([PLACES[c][0], ...(c === 'LK' ? ['srilanka'] : [])])]);
const BY_CITY: Array<[Country, RegExp]> = COUNTRIES.map((c) => [c, patternOf(PLACES[c].slice(1))]);

/** The country of a location: 'Karachi, Pakistan' → PK, 'Bangalore' → IN; null for 'Remote' and places not known. */
export function countryOfLocation(location: string | null | undefined): Country | null {
  if (!location) return null;
  for (const [country, pattern] of BY_NAME) if (pattern.test(location)) return country;
  for (const [country, pattern] of BY_CITY) if (pattern.test(location)) return country;
  return null;
}

/** The search's location shortcuts, across the four countries (each a text the location filter looks for). */
export const LOCATION_SHORTCUTS = ['Bangalore', 'Delhi', 'Mumbai', 'Chennai', 'Dhaka', 'Chittagong', 'Karachi', 'Lahore', 'Colombo', 'Remote'] as const;
