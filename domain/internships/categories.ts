// The kinds of work a posting may offer (GET /api/internship-categories): the everyday ones, and those the Child and
// Adolescent Labour (Prohibition and Regulation) Act, 1986 forbids for anyone under 18 (its Schedule: mines, inflammable
// substances and explosives, hazardous processes; the older Part A/B lists: construction, railways and ports, automobile
// workshops, foundries, abattoirs, eating houses…), marked `hazardous` — such postings must be open to adults (18+) only.

export interface InternshipCategory {
  id: string;
  name: string;
  hazardous: boolean;
}

const safe = (id: string, name: string): InternshipCategory => ({ id, name, hazardous: false });
const hazardous = (id: string, name: string): InternshipCategory => ({ id, name, hazardous: true });

export const INTERNSHIP_CATEGORIES = [
  safe('software', 'Software & coding'),
  safe('design', 'Design'),
  safe('marketing', 'Marketing'),
  safe('social-media', 'Social media'),
  safe('content-writing', 'Content writing'),
  safe('photography-video', 'Photography & video'),
  safe('research', 'Research'),
  safe('data', 'Data & analytics'),
  safe('teaching', 'Teaching & tutoring'),
  safe('social-work', 'Social work & NGOs'),
  safe('environment', 'Environment & sustainability'),
  safe('sales', 'Sales'),
  safe('customer-service', 'Customer service'),
  safe('finance', 'Finance & accounts'),
  safe('administration', 'Office & administration'),
  safe('events', 'Events'),
  safe('healthcare-assistant', 'Healthcare assistant (non-clinical)'),
  safe('retail', 'Retail (shop floor)'),
  hazardous('construction-site', 'Construction site work'),
  hazardous('chemicals', 'Handling chemicals, toxic or inflammable substances'),
  hazardous('mining', 'Mining and quarrying'),
  hazardous('machinery-operation', 'Operating machinery (factories, hazardous processes)'),
  hazardous('explosives-fireworks', 'Explosives and fireworks'),
  hazardous('automobile-workshop', 'Automobile workshops and garages'),
  hazardous('foundry', 'Foundries and metal works'),
  hazardous('abattoir', 'Abattoirs and slaughter houses'),
  hazardous('railway-port', 'Railway and port operations'),
  hazardous('hospitality-kitchen', 'Hotel, restaurant and dhaba kitchens'),
] as const satisfies readonly InternshipCategory[];

export type InternshipCategoryId = (typeof INTERNSHIP_CATEGORIES)[number]['id'];
export const INTERNSHIP_CATEGORY_IDS = INTERNSHIP_CATEGORIES.map((c) => c.id) as [InternshipCategoryId, ...InternshipCategoryId[]];

const BY_ID: ReadonlyMap<string, InternshipCategory> = new Map(INTERNSHIP_CATEGORIES.map((c) => [c.id, c]));

/** The category of an id; undefined for an unknown one. */
export const categoryOf = (id: string | null | undefined): InternshipCategory | undefined => (id ? BY_ID.get(id) : undefined);
export const isHazardousCategory = (id: string | null | undefined): boolean => categoryOf(id)?.hazardous === true;
