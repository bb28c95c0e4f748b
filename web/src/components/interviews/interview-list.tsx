// An application's interviews, newest first (each an InterviewCard), with one sentence naming the viewer's time zone and the
// internship place's. `answer` gives a proposed interview its answer form (the student's side); nothing for the company.
import type { ReactNode } from 'react';
import type { Interview } from '@domain/interviews/types';
import { InterviewCard, type TimeView } from './interview-card';
import { timeZoneNote } from './interview-time';

interface InterviewListProps {
  interviews: readonly Interview[];
  view: TimeView;
  answer?: (interview: Interview) => ReactNode;
}

export function InterviewList({ interviews, view, answer }: InterviewListProps) {
  if (interviews.length === 0) return null;
  return (
    <div>
      <ul className="space-y-3">
        {interviews.map((interview) => (
          <InterviewCard key={interview.id} interview={interview} view={view}>
            {answer?.(interview)}
          </InterviewCard>
        ))}
      </ul>
      <p data-testid="time-zone-note" className="mt-2 text-xs text-slate-600">
        {timeZoneNote({ ...view, placeZone: interviews[0].timeZone })}
      </p>
    </div>
  );
}
