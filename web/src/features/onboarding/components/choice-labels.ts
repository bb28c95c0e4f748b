// The onboarding's choices as the page's language shows them (hobbies, fields of interest, durations, grades); the values sent stay SPEC.md's.
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';
import type { GRADES, HOBBIES, INTERESTED_FIELDS, INTERNSHIP_DURATIONS } from '@domain/users/constants';

type Hobby = (typeof HOBBIES)[number];
type InterestedField = (typeof INTERESTED_FIELDS)[number];
type Duration = (typeof INTERNSHIP_DURATIONS)[number];
type Grade = (typeof GRADES)[number];

export const hobbyLabel = (hobby: Hobby): string =>
  ({
    coding: m.onboarding_hobby_coding(),
    photography: m.onboarding_hobby_photography(),
    music: m.onboarding_hobby_music(),
    sports: m.onboarding_hobby_sports(),
    reading: m.onboarding_hobby_reading(),
    gaming: m.onboarding_hobby_gaming(),
    socialwork: m.onboarding_hobby_socialwork(),
    design: m.onboarding_hobby_design(),
  })[hobby];

export const fieldLabel = (field: InterestedField): string =>
  ({
    Technology: m.onboarding_field_technology(),
    Marketing: m.onboarding_field_marketing(),
    Design: m.onboarding_field_design(),
    Business: m.onboarding_field_business(),
    Healthcare: m.onboarding_field_healthcare(),
    Education: m.onboarding_field_education(),
    Finance: m.onboarding_field_finance(),
    'Media & Communications': m.onboarding_field_media(),
    'Social Impact': m.onboarding_field_social_impact(),
    Environment: m.onboarding_field_environment(),
    'Arts & Culture': m.onboarding_field_arts(),
    'Event Management': m.onboarding_field_events(),
  })[field];

/** '1-3 months', '3-6 months', '6+ months' (SPEC.md's), with the language's digits. */
export const durationLabel = (duration: Duration): string =>
  ({
    '1-3-months': m.onboarding_duration_months_range({ from: formatCount(1), to: formatCount(3) }),
    '3-6-months': m.onboarding_duration_months_range({ from: formatCount(3), to: formatCount(6) }),
    '6-plus-months': m.onboarding_duration_months_plus({ count: formatCount(6) }),
  })[duration];

export const durationHint = (duration: Duration): string =>
  ({ '1-3-months': m.onboarding_duration_1_3_hint(), '3-6-months': m.onboarding_duration_3_6_hint(), '6-plus-months': m.onboarding_duration_6_plus_hint() })[duration];

export const gradeLabel = (grade: Grade): string =>
  ({ '9th': m.onboarding_grade_9th(), '10th': m.onboarding_grade_10th(), '11th': m.onboarding_grade_11th(), '12th': m.onboarding_grade_12th() })[grade];
