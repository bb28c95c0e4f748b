// The pages' head texts in six languages (issue 33): every language's table has every text English has, with the same
// placeholders, written in its own script; English exactly SPEC.md's; an internship's head and a private page's title in
// the language.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, type Locale } from '@domain/i18n/locales';
import type { Internship } from '@domain/internships/types';
import { documentTitle, internshipPageMeta, PRIVATE_PAGE_TITLES, privatePageTitle, SITE_NAME, STATIC_PUBLIC_PATHS } from '@domain/site/page-meta';
import { PAGE_META_TEXTS, pageMetaTexts } from '@domain/site/page-meta-texts';

const test = suite('page head texts in six languages');

/** Every text of a table by its path ('staticPages./search.title'). */
function leaves(value: unknown, path = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[path, value]]);
  return new Map(Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [...leaves(child, path ? `${path}.${key}` : key)]));
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = { hi: /\p{Script=Devanagari}/u, bn: /\p{Script=Bengali}/u, ur: /\p{Script=Arabic}/u, ta: /\p{Script=Tamil}/u, si: /\p{Script=Sinhala}/u };

const english = leaves(PAGE_META_TEXTS.en);

test('every language has every text, with English’s placeholders, none empty, in its own script', () => {
  assert.equal(Object.keys(PAGE_META_TEXTS).sort(), [...LOCALES].sort());
  assert.equal(Object.keys(PAGE_META_TEXTS.en.staticPages), [...STATIC_PUBLIC_PATHS]);
  assert.equal(Object.keys(PAGE_META_TEXTS.en.privateTitles).sort(), [...PRIVATE_PAGE_TITLES].sort());
  for (const locale of LOCALES) {
    const texts = leaves(pageMetaTexts(locale));
    assert.equal([...texts.keys()].sort(), [...english.keys()].sort(), locale);
    for (const [path, text] of texts) {
      assert.ok(text.trim(), `${locale} ${path} is empty`);
      assert.equal(placeholders(text), placeholders(english.get(path)!), `${locale} ${path}`);
      // The site's name is the one text every language writes in Latin letters (and a text of placeholders and
      // punctuation has no words to write).
      const words = text.replace(/\{\w+\}/g, '');
      if (locale !== 'en' && path !== 'defaultMeta.title' && /\p{L}/u.test(words)) assert.ok(SCRIPT[locale].test(words), `${locale} ${path} is not in its script: ${text}`);
    }
  }
});

test('the brand stays in Latin letters: the site’s title and the home page’s title start with it', () => {
  for (const locale of LOCALES) {
    const texts = pageMetaTexts(locale);
    assert.is(texts.defaultMeta.title, SITE_NAME);
    assert.ok(texts.staticPages['/'].title.startsWith(`${SITE_NAME}: `), locale);
    assert.is(documentTitle(texts.staticPages['/']), texts.staticPages['/'].title, locale);
  }
});

test('English is SPEC.md’s, exactly', () => {
  const en = pageMetaTexts('en');
  assert.is(en.staticPages['/'].title, 'Internships for Highschoolers: Connect. Learn. Grow.');
  assert.is(documentTitle(en.staticPages['/search']), 'Browse Internships · Internships for Highschoolers');
  assert.is(documentTitle(en.notFound), '404 Page Not Found · Internships for Highschoolers');
  assert.is(en.notFound.description, 'The page you are looking for does not exist or has moved.');
  assert.is(documentTitle(privatePageTitle(en, 'Dashboard')), 'Dashboard · Internships for Highschoolers');
  assert.is(en.previewImageAlt, 'Internships for Highschoolers: Connect. Learn. Grow.');
});

const internship = {
  id: 'i-1',
  title: 'UI/UX Design Intern',
  description: 'Work with our volunteer developers to redesign the sign-up flow.',
  location: 'Chennai, India',
  duration: '8 weeks',
  salary: '₹6,000 / month stipend',
  type: 'onsite',
} as Internship;
const company = { companyName: 'Bright Futures Collective' };

test('an internship’s head: English as before, other languages in their words around the posting’s own texts', () => {
  assert.equal(internshipPageMeta(internship, company, pageMetaTexts('en')), {
    title: 'UI/UX Design Intern at Bright Futures Collective',
    description: 'On-site internship · Chennai, India · 8 weeks · ₹6,000 / month stipend. Work with our volunteer developers to redesign the sign-up flow.',
  });
  assert.is(internshipPageMeta(internship, null, pageMetaTexts('en')).title, 'UI/UX Design Intern');
  assert.is(internshipPageMeta({ ...internship, type: 'field' as Internship['type'] }, null, pageMetaTexts('en')).description.split(' · ')[0], 'field internship');
  const bn = internshipPageMeta(internship, company, pageMetaTexts('bn'));
  assert.is(bn.title, 'Bright Futures Collective-এ UI/UX Design Intern');
  assert.ok(bn.description.startsWith('অন-সাইট ইন্টার্নশিপ · Chennai, India · 8 weeks'), bn.description);
  const hi = internshipPageMeta(internship, company, pageMetaTexts('hi'));
  assert.is(hi.title, 'Bright Futures Collective में UI/UX Design Intern');
  assert.ok(hi.description.endsWith('। Work with our volunteer developers to redesign the sign-up flow.'), hi.description);
  assert.is(internshipPageMeta(internship, null, pageMetaTexts('ur')).title, 'UI/UX Design Intern');
});

test('a private page’s title in the language, with the site’s name', () => {
  assert.is(documentTitle(privatePageTitle(pageMetaTexts('hi'), 'Dashboard')), 'डैशबोर्ड · Internships for Highschoolers');
  assert.is(documentTitle(privatePageTitle(pageMetaTexts('ur'), 'My Applications')), 'میری درخواستیں · Internships for Highschoolers');
});

test.run();
