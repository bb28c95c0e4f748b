// The application id of a (student, internship) pair: deterministic, so applying twice lands on the same stream.
import { deterministicId } from '@backend/events/deterministic-id';

export const applicationIdFor = (studentId: string, internshipId: string): string => deterministicId(studentId, internshipId);
