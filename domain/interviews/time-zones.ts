// The time zone of an internship's place, from its free-text location (SPEC.md's four countries: India, Bangladesh, Pakistan,
// Sri Lanka), and local times there through Intl — for the rule that interviews with students under 18 fall between 07:00
// and 21:00 at the internship's place. Pure.

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

interface Country {
  zone: string;
  /** The country's names as a location may spell them. */
  names: readonly string[];
  /** Cities (and regions) that name no other of the four countries. */
  places: readonly string[];
}

// Hyderabad is in India and in Pakistan (Sindh): a location naming only the city is the Indian one (SPEC.md's list), and
// 'Hyderabad, Pakistan' names its country, which is looked for first.
const COUNTRIES: readonly Country[] = [
  {
    zone: 'Asia/Kolkata',
    names: ['India', 'Bharat'],
    places: ['Mumbai', 'Bombay', 'Delhi', 'New Delhi', 'Bangalore', 'Bengaluru', 'Hyderabad', 'Chennai', 'Madras', 'Pune', 'Kolkata', 'Calcutta', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Noida', 'Gurgaon', 'Gurugram', 'Kochi', 'Chandigarh', 'Indore', 'Bhopal', 'Nagpur', 'Surat', 'Coimbatore', 'Patna', 'Goa'],
  },
  {
    zone: 'Asia/Dhaka',
    names: ['Bangladesh'],
    places: ['Dhaka', 'Dacca', 'Chittagong', 'Chattogram', 'Khulna', 'Rajshahi', 'Sylhet', 'Barisal', 'Barishal', 'Rangpur', 'Comilla', 'Cumilla', 'Mymensingh', 'Gazipur', 'Narayanganj'],
  },
  {
    zone: 'Asia/Karachi',
    names: ['Pakistan'],
    places: ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Quetta', 'Sialkot', 'Gujranwala', 'Sukkur', 'Abbottabad'],
  },
  {
    zone: 'Asia/Colombo',
    names: ['Sri Lanka', 'Srilanka'],
    places: ['Colombo', 'Kandy', 'Galle', 'Jaffna', 'Negombo', 'Trincomalee', 'Batticaloa', 'Kurunegala', 'Anuradhapura', 'Matara', 'Dehiwala', 'Moratuwa', 'Kotte'],
  },
];

/** Letters only, lowercased, single spaces, padded: so that a name is found as whole words ('Pune' not in 'Punepur'). */
const words = (text: string) => ` ${text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z]+/g, ' ').trim()} `;

/** Where in the text a name first occurs as whole words (-1: nowhere). */
const at = (text: string, name: string) => text.indexOf(words(name));

/** The earliest country (in the text) any of whose names `pick` finds, or null. */
function earliest(text: string, pick: (c: Country) => readonly string[]): Country | null {
  let best: { country: Country; index: number } | null = null;
  for (const country of COUNTRIES)
    for (const name of pick(country)) {
      const index = at(text, name);
      if (index >= 0 && (!best || index < best.index)) best = { country, index };
    }
  return best?.country ?? null;
}

/** The IANA time zone of an internship's location: a country named in it first, else a city, else India's. */
export function timeZoneOf(location: string | null | undefined): string {
  if (!location) return DEFAULT_TIME_ZONE;
  const text = words(location);
  return (earliest(text, (c) => c.names) ?? earliest(text, (c) => c.places))?.zone ?? DEFAULT_TIME_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string) => {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(timeZone, f);
  }
  return f;
};

/** The calendar day (YYYY-MM-DD) and the minutes since its midnight (seconds as a fraction) of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): { day: string; minutes: number } {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60 };
}

/** 'HH:MM' of an instant in a time zone. */
export function clockTime(instant: Date, timeZone: string): string {
  const { minutes } = localTime(instant, timeZone);
  const whole = Math.floor(minutes);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** Interviews with a student under 18 start at 07:00 at the earliest and end by 21:00, on one day, at the internship's place. */
export const MINOR_DAY_STARTS = 7 * 60;
export const MINOR_DAY_ENDS = 21 * 60;

/** Whether an interview from `start` for `durationMinutes` lies within 07:00–21:00 of one day in the time zone. */
export function withinMinorHours(start: Date, durationMinutes: number, timeZone: string): boolean {
  const from = localTime(start, timeZone);
  const to = localTime(new Date(start.getTime() + durationMinutes * 60_000), timeZone);
  return from.day === to.day && from.minutes >= MINOR_DAY_STARTS && to.minutes <= MINOR_DAY_ENDS;
}

/** A date and time for people at the place, e.g. 'Friday 15 May 2026, 16:30 (Asia/Kolkata)'. */
export function placeDateTime(instant: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
  return `${date.replace(/,/g, '')}, ${clockTime(instant, timeZone)} (${timeZone})`;
}
