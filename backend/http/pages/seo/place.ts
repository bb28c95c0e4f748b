// Reads an internship's free-text location ('Karachi, Pakistan', 'Dhaka, Bangladesh (remote + travel)', 'Pune') into a
// locality and an ISO 3166 country code, for JobPosting addresses; unknown places give no country rather than a guess.

interface Country {
  code: string;
  name: string;
  /** The UTC offset of the country's working day, for a deadline's end of day. */
  utcOffset: string;
}

const COUNTRIES: Record<string, Country> = {
  india: { code: 'IN', name: 'India', utcOffset: '+05:30' },
  bangladesh: { code: 'BD', name: 'Bangladesh', utcOffset: '+06:00' },
  pakistan: { code: 'PK', name: 'Pakistan', utcOffset: '+05:00' },
  'sri lanka': { code: 'LK', name: 'Sri Lanka', utcOffset: '+05:30' },
  nepal: { code: 'NP', name: 'Nepal', utcOffset: '+05:45' },
  bhutan: { code: 'BT', name: 'Bhutan', utcOffset: '+06:00' },
  maldives: { code: 'MV', name: 'Maldives', utcOffset: '+05:00' },
};

const ALIASES: Record<string, string> = { bharat: 'india', 'sri-lanka': 'sri lanka', srilanka: 'sri lanka' };

/** Cities of the product's region (SPEC §9's popular locations and other large ones) when no country is written. */
const CITY_COUNTRY: Record<string, string> = {
  mumbai: 'india', delhi: 'india', 'new delhi': 'india', bangalore: 'india', bengaluru: 'india', hyderabad: 'india',
  chennai: 'india', pune: 'india', kolkata: 'india', ahmedabad: 'india', jaipur: 'india', noida: 'india', gurgaon: 'india',
  gurugram: 'india', dhaka: 'bangladesh', chittagong: 'bangladesh', chattogram: 'bangladesh', sylhet: 'bangladesh',
  karachi: 'pakistan', lahore: 'pakistan', islamabad: 'pakistan', rawalpindi: 'pakistan', colombo: 'sri lanka',
  kandy: 'sri lanka', galle: 'sri lanka', kathmandu: 'nepal', thimphu: 'bhutan', male: 'maldives',
};

export interface Place {
  /** The city or area as written, e.g. 'Dhaka'; null when the text names only a country or nothing usable. */
  locality: string | null;
  /** The region between city and country when written ('Pune, Maharashtra, India' → 'Maharashtra'). */
  region: string | null;
  country: Country | null;
}

const key = (part: string) => part.trim().toLowerCase().replace(/\.$/, '');
const countryOf = (part: string) => COUNTRIES[ALIASES[key(part)] ?? key(part)] ?? null;

export function parsePlace(location: string): Place {
  // Notes in brackets ('(remote + travel)') and words like 'Remote' are not places.
  const parts = location
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,/|]/)
    .map((p) => p.trim())
    .filter((p) => p && !/^(remote|online|anywhere|hybrid|on-?site|wfh|work from home)$/i.test(p));
  if (parts.length === 0) return { locality: null, region: null, country: null };
  const last = countryOf(parts[parts.length - 1]);
  if (last) {
    const rest = parts.slice(0, -1);
    return { locality: rest[0] ?? null, region: rest.length > 1 ? rest[rest.length - 1] : null, country: last };
  }
  const city = CITY_COUNTRY[key(parts[0])];
  return { locality: parts[0], region: parts.length > 1 ? parts[parts.length - 1] : null, country: city ? COUNTRIES[city] : null };
}
