// Command SubmitApplication: a student applies to an active internship, once, or again after withdrawing (POST
// /api/applications → pending), with the answers to the posting's questions (paired with them here, as asked). With
// parental consent required, a student under 18 (or of unknown age) applies only once a guardian consented: applying shares
// the student's data with the company. A student younger than the posting's minimum age cannot apply (DESIGN.md §4.2).
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import type { Availability, ResumeProfile } from '@domain/applications/types';
import { consentDecider, consentStream } from '@domain/consent/decider';
import { ageOn } from '@domain/consent/age';
import { sharingFor, type ParentalConsentMode } from '@domain/consent/sharing';
import { internshipDecider, internshipStream, isOpenInternship } from '@domain/internships/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';
import { dateOfBirthOf } from '../users/date-of-birth';
import { applicationIdFor } from './application-id';

export interface NewApplication {
  studentId: string;
  internshipId: string;
  coverLetter: string;
  resume: string;
  /** One per question of the posting, in its order. */
  answers?: string[];
  availability?: Availability | null;
  /** The student's résumé profile as it stands now (the route takes it from the signed-in user; null when unknown). */
  profile?: ResumeProfile | null;
}

/** `parentalConsent` is the deployment's PARENTAL_CONSENT (routes pass the config's; without it no consent is asked). */
export async function submitApplication(
  ctx: CommandContext,
  input: NewApplication,
  options: { parentalConsent: ParentalConsentMode } = { parentalConsent: 'off' },
): Promise<{ applicationId: string; appended: Appended | null }> {
  const internship = await loadState(ctx, internshipStream(input.internshipId), internshipDecider);
  const applicationId = applicationIdFor(input.studentId, input.internshipId);
  const dateOfBirth = await dateOfBirthOf(ctx, input.studentId);
  const sharing =
    options.parentalConsent === 'off'
      ? undefined
      : sharingFor(options.parentalConsent, dateOfBirth, (await loadState(ctx, consentStream(input.studentId), consentDecider)).status, ctx.now());
  const command = {
    type: 'SubmitApplication' as const,
    data: {
      applicationId,
      ...input,
      answers: input.answers ?? [],
      availability: input.availability ?? null,
      profile: input.profile ?? null,
      appliedAt: ctx.now().toISOString(),
      internship: { isActive: isOpenInternship(internship), companyId: internship.companyId, questions: internship.questions, minAge: internship.audience.minAge },
      studentAge: dateOfBirth ? ageOn(dateOfBirth, ctx.now()) : null,
      ...(sharing ? { sharing } : {}),
    },
  };
  // A student applies to an internship once (again only after withdrawing): the stream is almost always new.
  const { appended } = await handleCommand(ctx, applicationStream(applicationId), applicationDecider, command, { probablyNew: true });
  return { applicationId, appended };
}
