// The hero's illustration: a few floating, decorative cards of what an internship brings (hidden from screen readers).
import { m } from '@/paraglide/messages.js';
import { HeartIcon, StarIcon } from '@/components/ui/icons';
import { formatCount } from '@/i18n/locale';
import { HERO_ART_BOX } from './hero-art-box';

export default function LandingHeroArt() {
  return (
    <div aria-hidden="true" className={`${HERO_ART_BOX} select-none`}>
      <div className="absolute inset-x-6 top-6 rotate-[-4deg] rounded-3xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur-sm">
        <div className="h-3 w-24 rounded-full bg-white/30" />
        <div className="mt-3 h-3 w-40 rounded-full bg-white/20" />
      </div>
      <div className="absolute inset-x-0 top-16 rounded-3xl bg-white p-6 text-slate-900 shadow-2xl shadow-indigo-950/30">
        <div className="flex items-start gap-4">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-rose-400 to-orange-400 text-white">
            <HeartIcon className="shrink-0 size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{m.landing_art_title()}</p>
            <p className="text-sm text-slate-500">Hope Rising NGO · {m.internships_work_remote()}</p>
          </div>
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">{m.landing_art_accepted()}</span>
        </div>
        <div className="mt-5 space-y-2">
          <div className="flex justify-between text-xs font-medium text-slate-500">
            <span>{m.landing_art_skills_gained()}</span>
            <span>{m.internships_weeks_many({ count: formatCount(8) })}</span>
          </div>
          <div className="h-2 rounded-full bg-slate-100">
            <div className="h-2 w-3/4 rounded-full bg-gradient-to-r from-indigo-500 to-violet-500" />
          </div>
          <div className="flex flex-wrap gap-1.5 pt-1">
            {[m.internships_skill_social_media(), m.internships_skill_content_writing(), m.internships_skill_canva_design()].map((s) => (
              <span key={s} className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">{s}</span>
            ))}
          </div>
        </div>
      </div>
      <div className="absolute top-64 -start-8 flex w-72 items-center gap-3 rounded-2xl bg-white p-4 text-slate-900 shadow-xl shadow-indigo-950/20">
        <span className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-sky-400 to-indigo-500 text-sm font-semibold text-white">RM</span>
        <div className="min-w-0">
          <p className="text-sm font-semibold">{m.landing_art_mentor()}</p>
          <p className="truncate text-xs text-slate-500">{m.landing_art_quote()}</p>
        </div>
      </div>
      <div className="absolute top-[21.5rem] end-4 flex items-center gap-2 rounded-2xl bg-white px-4 py-3 text-slate-900 shadow-xl shadow-indigo-950/20">
        <StarIcon className="shrink-0 size-5 text-amber-400" />
        <span className="text-sm font-semibold">{m.landing_art_reference()}</span>
      </div>
    </div>
  );
}
