// The clock of servers started on tests/fixtures/v1-events.sqlite: the day after its last event, when none of its postings'
// deadlines had passed yet, so that the job closing expired postings (backend/jobs/) leaves the old log's postings as they were.
export const V1_FIXTURE_TIME = '2026-11-24T00:00:00.000Z';
export const v1FixtureClock = () => new Date(V1_FIXTURE_TIME);
