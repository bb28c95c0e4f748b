// What each health check of /status means in plain words: the part of the site it covers, and its state.
import type { PlatformHealth } from '../api/platform-health';

export type CheckState = 'working' | 'trouble' | 'unknown';

export interface CheckLine {
  id: string;
  name: string;
  state: CheckState;
  text: string;
}

export function checkLines({ up, checks }: PlatformHealth): CheckLine[] {
  const behind = checks?.projectionsBehind.length ?? 0;
  return [
    {
      id: 'server',
      name: 'Website and server',
      state: up ? 'working' : 'trouble',
      text: up ? 'The server answers.' : 'Not answering right now.',
    },
    {
      id: 'saving',
      name: 'Saving changes (sign-ups, applications, postings)',
      state: !checks ? 'unknown' : checks.events === 'ok' ? 'working' : 'trouble',
      text: !checks ? 'Could not be checked.' : checks.events === 'ok' ? 'Changes are saved.' : 'Changes cannot be saved right now.',
    },
    {
      id: 'reading',
      name: 'Showing information (internships, dashboards)',
      state: !checks ? 'unknown' : checks.readModels === 'ok' ? 'working' : 'trouble',
      text: !checks ? 'Could not be checked.' : checks.readModels === 'ok' ? 'Pages can show their information.' : 'Pages may fail to load right now.',
    },
    {
      id: 'fresh',
      name: 'Up to date',
      state: !checks ? 'unknown' : checks.events !== 'ok' ? 'unknown' : behind === 0 ? 'working' : 'trouble',
      text: !checks || checks.events !== 'ok'
        ? 'Could not be checked.'
        : behind === 0
          ? 'New changes show right away.'
          : `Catching up: new changes may take a few minutes to show (${behind} ${behind === 1 ? 'list is' : 'lists are'} behind).`,
    },
  ];
}

/** The one-line summary at the top. */
export function overall(lines: CheckLine[]): { state: CheckState; text: string } {
  if (lines.every((l) => l.state === 'working')) return { state: 'working', text: 'All systems working' };
  if (lines[0].state === 'trouble') return { state: 'trouble', text: 'The site is not answering' };
  return { state: 'trouble', text: 'Some parts of the site are having trouble' };
}
