// The wizard's progress: 'Step N of 3', a bar, and the three step titles with the current one marked.
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';
import { STEPS } from '../machine/onboarding-values';

export function StepIndicator({ step }: { step: number }) {
  return (
    <div>
      <p className="text-sm font-medium text-indigo-700">
        {m.onboarding_step_of({ step: formatCount(step + 1), total: formatCount(STEPS.length) })}
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${((step + 1) / STEPS.length) * 100}%` }} />
      </div>
      <ol className="mt-3 grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {STEPS.map((s, i) => (
          <li key={s.fields[0]} aria-current={i === step ? 'step' : undefined} className={i === step ? 'font-semibold text-slate-900' : i < step ? 'text-indigo-700' : 'text-slate-600'}>
            {s.title()}
          </li>
        ))}
      </ol>
    </div>
  );
}
