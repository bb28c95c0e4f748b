// The student's PDF résumé (stream `resume-<studentId>`): an upload makes its file the current one (replacing any before);
// removing takes the current one away, and removing when there is none changes nothing.
import { assertNever, type Decider } from '../shared/decider';
import type { ResumesCommand } from './commands';
import type { ResumeEvent } from './events';

export const resumeStream = (studentId: string) => `resume-${studentId}`;

export interface ResumeState {
  /** The current file's id in the file store; null when the student has no résumé. */
  fileId: string | null;
}

export const initialResumeState = (): ResumeState => ({ fileId: null });

export function evolveResume(state: ResumeState, event: ResumeEvent): ResumeState {
  switch (event.type) {
    case 'ResumeUploaded':
      return { fileId: event.data.fileId };
    case 'ResumeRemoved':
      return state.fileId === event.data.fileId ? { fileId: null } : state;
    default:
      return assertNever(event);
  }
}

export function decideResume(command: ResumesCommand, state: ResumeState): ResumeEvent[] {
  switch (command.type) {
    case 'RecordResumeUpload':
      return state.fileId === command.data.fileId ? [] : [{ type: 'ResumeUploaded', data: command.data }];
    case 'RemoveResume':
      return state.fileId ? [{ type: 'ResumeRemoved', data: { studentId: command.data.studentId, fileId: state.fileId, at: command.data.at } }] : [];
    default:
      return assertNever(command);
  }
}

export const resumeDecider: Decider<ResumeState, ResumesCommand, ResumeEvent> = {
  initialState: initialResumeState,
  evolve: evolveResume,
  decide: decideResume,
  snapshot: { name: 'resume', version: 1 },
};
