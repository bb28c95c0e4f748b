// What each health check of /status means in plain words: the part of the site it covers, and its state.
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';
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
      name: m.status_server_name(),
      state: up ? 'working' : 'trouble',
      text: up ? m.status_server_up() : m.status_server_down(),
    },
    {
      id: 'saving',
      name: m.status_saving_name(),
      state: !checks ? 'unknown' : checks.events === 'ok' ? 'working' : 'trouble',
      text: !checks ? m.status_not_checked() : checks.events === 'ok' ? m.status_saving_ok() : m.status_saving_trouble(),
    },
    {
      id: 'reading',
      name: m.status_reading_name(),
      state: !checks ? 'unknown' : checks.readModels === 'ok' ? 'working' : 'trouble',
      text: !checks ? m.status_not_checked() : checks.readModels === 'ok' ? m.status_reading_ok() : m.status_reading_trouble(),
    },
    {
      id: 'fresh',
      name: m.status_fresh_name(),
      state: !checks ? 'unknown' : checks.events !== 'ok' ? 'unknown' : behind === 0 ? 'working' : 'trouble',
      text: !checks || checks.events !== 'ok'
        ? m.status_not_checked()
        : behind === 0
          ? m.status_fresh_ok()
          : (behind === 1 ? m.status_catching_up_one : m.status_catching_up_many)({ count: formatCount(behind) }),
    },
  ];
}

/** The one-line summary at the top. */
export function overall(lines: CheckLine[]): { state: CheckState; text: string } {
  if (lines.every((l) => l.state === 'working')) return { state: 'working', text: m.status_all_working() };
  if (lines[0].state === 'trouble') return { state: 'trouble', text: m.status_site_down() };
  return { state: 'trouble', text: m.status_some_trouble() };
}
