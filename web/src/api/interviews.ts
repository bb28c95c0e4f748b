// The interviews of an application (DESIGN.md §4.1): the list, newest first (GET /api/applications/:id/interviews, either
// side), the company's proposal (POST …/interviews), the student's answer (POST /api/interviews/:id/accept | decline) and
// the invitation of a scheduled one (GET /api/interviews/:id/ics, a plain link). Shared (web/src/api/): the company's
// applicant cards and the student's application rows show them. The keys are exported for the live updates.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Interview, InterviewMode } from '@domain/interviews/types';
import { api } from '@/lib/api-client';

/** `interviewKeys.all` covers every application's list; one application's list is `ofApplication(id)`. */
export const interviewKeys = {
  all: ['interviews'] as const,
  ofApplication: (applicationId: string) => [...interviewKeys.all, applicationId] as const,
};

const listPath = (applicationId: string) => `/api/applications/${encodeURIComponent(applicationId)}/interviews`;

/** Asked again each time it is shown: the other side may have proposed or answered meanwhile. */
export function interviewsQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: interviewKeys.ofApplication(applicationId),
    queryFn: () => api.get<Interview[]>(listPath(applicationId)),
    staleTime: 0,
  });
}

/** The list with `interview` in it: in its place when it is there, else first (the newest). */
export function withInterview(list: readonly Interview[] | undefined, interview: Interview): Interview[] | undefined {
  if (!list) return list;
  return list.some((i) => i.id === interview.id) ? list.map((i) => (i.id === interview.id ? interview : i)) : [interview, ...list];
}

/** The list with the student's answer to one interview: scheduled at a time, or declined. */
export function withAnswer(list: readonly Interview[] | undefined, interviewId: string, answer: InterviewAnswer, answeredAt: string): Interview[] | undefined {
  return list?.map((i) => (i.id === interviewId ? { ...i, status: answer.status, at: answer.status === 'scheduled' ? answer.at : null, answeredAt } : i));
}

/** What the company sends: 1–5 start times (ISO with offset), how long, how and where. */
export interface InterviewProposal {
  slots: string[];
  durationMinutes: number;
  mode: InterviewMode;
  where: string;
}

export type InterviewAnswer = { status: 'scheduled'; at: string } | { status: 'declined' };

/** The company proposes times; the answer (the interview) goes first in the cached list. */
export function useProposeInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: InterviewProposal) => api.post<Interview>(listPath(applicationId), proposal),
    onSuccess: (interview) => {
      queryClient.setQueryData(interviewsQueryOptions(applicationId).queryKey, (list) => withInterview(list, interview));
      void queryClient.invalidateQueries({ queryKey: interviewKeys.ofApplication(applicationId) });
    },
  });
}

const answerPath = (interviewId: string, answer: 'accept' | 'decline') => `/api/interviews/${encodeURIComponent(interviewId)}/${answer}`;

/** The student accepts one of the proposed times (`slot`) or declines (no slot); the cached list shows the answer at once. */
export function useAnswerInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interviewId, slot }: { interviewId: string; slot?: string }) =>
      slot ? api.post<InterviewAnswer>(answerPath(interviewId, 'accept'), { slot }) : api.post<InterviewAnswer>(answerPath(interviewId, 'decline')),
    onSuccess: (answer, { interviewId }) => {
      queryClient.setQueryData(interviewsQueryOptions(applicationId).queryKey, (list) => withAnswer(list, interviewId, answer, new Date().toISOString()));
      void queryClient.invalidateQueries({ queryKey: interviewKeys.ofApplication(applicationId) });
    },
    // Already answered elsewhere, or the time passed: the list is asked again to show where it stands.
    onError: () => void queryClient.invalidateQueries({ queryKey: interviewKeys.ofApplication(applicationId) }),
  });
}

/** The invitation (.ics) of a scheduled interview: a plain link, the session cookie goes with it. */
export function interviewCalendarHref(interviewId: string): string {
  return `/api/interviews/${encodeURIComponent(interviewId)}/ics`;
}
