// The wizard's draft for this tab's session (issue 36: a reload no longer starts over at step 1): the step and what the form
// holds, in sessionStorage under the student's id — nothing beyond the form's own fields. Cleared when the profile is saved;
// sign-out clears all session storage (web/src/lib/browser-storage.ts).
import { STEP_COUNT, type OnboardingValues } from './onboarding-values';

export interface OnboardingDraft {
  step: number;
  values: OnboardingValues;
}

const keyOf = (userId: string) => `ifh.onboarding.${userId}`;

const strings = (value: unknown): string[] | null => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null);

/** The saved draft, read field by field against the form's own (anything else in storage is ignored); null when none. */
export function loadDraft(userId: string, template: OnboardingValues): OnboardingDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { step?: unknown; values?: Record<string, unknown> };
    const stored = parsed.values ?? {};
    const values = { ...template };
    for (const field of Object.keys(template) as Array<keyof OnboardingValues>) {
      const value = stored[field];
      if (Array.isArray(template[field])) {
        const list = strings(value);
        if (list) (values as Record<string, unknown>)[field] = list;
      } else if (typeof value === 'string') (values as Record<string, unknown>)[field] = value;
    }
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step, 0), STEP_COUNT - 1) : 0;
    return { step, values };
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: OnboardingDraft): void {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or off (private mode): the wizard still works, it only forgets on reload.
  }
}

export function clearDraft(userId: string): void {
  try {
    sessionStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
