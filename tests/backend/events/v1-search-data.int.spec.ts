// The log written by the first version (tests/fixtures/v1-events.sqlite), whose postings state their stipend and duration as
// text only: upcast with the data read from the texts (DESIGN.md §4.6), so that the search's filters and orders work on them.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Internship } from '@domain/internships/types';
import { startTestServer } from '../../helpers/server';
import { client } from '../../helpers/http';

test('old postings answer with stipend, weeks and country read from their texts; filters and orders use them', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-v1-search-'));
  copyFileSync(resolve('tests/fixtures/v1-events.sqlite'), join(dataDir, 'events.sqlite'));
  const srv = await startTestServer({ dataDir, config: { adminPassword: 'fixture-admin-pw', parentalConsent: 'off' } });
  try {
    const visitor = client(srv.url);
    const all = (await visitor.get<Internship[]>('/api/internships?limit=100')).body;
    const byTitle = new Map(all.map((i) => [i.title, i]));
    const data = (title: string) => {
      const i = byTitle.get(title)!;
      return [i.salary, i.stipend, i.duration, i.durationWeeks, i.country];
    };
    assert.equal(data('UI/UX Design Intern'), ['₹6,000 / month stipend', { amount: 6000, currency: 'INR', period: 'month' }, '16 weeks', 16, 'IN']);
    assert.equal(data('Customer Support Intern'), ['₨15,000 / month stipend', { amount: 15000, currency: 'PKR', period: 'month' }, '8 weeks', 8, 'PK']);
    assert.equal(data('Event Management Intern'), ['$250 stipend', { amount: 250, currency: 'USD', period: 'total' }, '8 weeks', 8, 'LK']);
    assert.equal(data('Social Impact Intern'), ['$300 stipend, travel costs covered', { amount: 300, currency: 'USD', period: 'total' }, '10 weeks', 10, 'BD']);
    assert.equal(data('Photography & Video Editing Intern'), [null, null, 'Summer', null, 'PK']);
    assert.equal(data('Community Outreach Intern'), [null, null, '8 weeks', 8, 'BD']);
    // The search's own fields stay out of the answer.
    for (const i of all) assert.not.ok('stipendMonthlyUsd' in i || 'listed' in i || 'deadlineOrder' in i, i.title);

    const titles = async (query: string) => (await visitor.get<Internship[]>(`/api/internships?${query}`)).body.map((i) => i.title);
    // $250 over 8 weeks ≈ $135 a month, $300 over 10 weeks ≈ $130, ₹10,000 ≈ $113, ₹8,000 ≈ $90.
    assert.equal(await titles('sort=stipend&paid=true&limit=4'), ['Event Management Intern', 'Social Impact Intern', 'Junior Web Developer Intern', 'Python Data Helper Intern']);
    assert.equal((await titles('country=PK')).sort(), ['Customer Support Intern', 'Photography & Video Editing Intern']);
    assert.ok(!(await titles('maxWeeks=52')).includes('Photography & Video Editing Intern'), 'a Summer posting has no known weeks');
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
