// Recommendations (pure): postings in the categories of the student's interests or asking for their skills, each with its
// reason; postings matching both ways first, then the newest; at most 6.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { interestCategories, reasonsFor, recommend } from '@domain/internships/recommendations';
import { INTERESTED_FIELDS } from '@domain/users/constants';
import { INTERNSHIP_CATEGORY_IDS } from '@domain/internships/categories';

const test = suite('recommendations');
const posting = (id: string, category: string | null, skills: string[], createdAt = '2026-01-01T00:00:00.000Z') => ({ id, category, skills, createdAt });
const student = { interestedFields: ['Design', 'Technology'], skills: ['React', 'Python', 'Canva Design'] };

test('every onboarding interest maps to known categories', () => {
  for (const field of INTERESTED_FIELDS) {
    const categories = interestCategories([field]);
    assert.ok(categories.length > 0, field);
    for (const c of categories) assert.ok((INTERNSHIP_CATEGORY_IDS as readonly string[]).includes(c), c);
  }
  assert.equal(interestCategories(['Design', 'Arts & Culture']), ['design', 'photography-video']);
});

test('the reasons, in the student’s words', () => {
  assert.equal(reasonsFor(student, posting('a', 'design', [])), ['Matches your interest in design']);
  assert.equal(reasonsFor(student, posting('a', 'software', ['python', 'React'])), ['Matches your interest in technology', 'Matches your skills: React, Python']);
  assert.equal(reasonsFor(student, posting('a', 'sales', ['Python'])), ['Matches your skill: Python']);
  assert.equal(reasonsFor(student, posting('a', 'sales', ['Sales'])), []);
  assert.equal(reasonsFor({ interestedFields: [], skills: [] }, posting('a', 'design', ['Python'])), []);
});

test('ranked: more matches first, then the newest; no repeats; at most 6; unmatched left out', () => {
  const candidates = [
    posting('old-interest', 'design', [], '2026-01-01T00:00:00.000Z'),
    posting('new-interest', 'design', [], '2026-02-01T00:00:00.000Z'),
    posting('both', 'software', ['Python'], '2025-12-01T00:00:00.000Z'),
    posting('nothing', 'sales', ['Sales'], '2026-03-01T00:00:00.000Z'),
    posting('both', 'software', ['Python'], '2025-12-01T00:00:00.000Z'),
  ];
  assert.equal(recommend(student, candidates).map((r) => r.internship.id), ['both', 'new-interest', 'old-interest']);
  const many = Array.from({ length: 10 }, (_, i) => posting(`p${i}`, 'design', [], `2026-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`));
  assert.equal(recommend(student, many).map((r) => r.internship.id), ['p9', 'p8', 'p7', 'p6', 'p5', 'p4']);
});

test.run();
