// The landing page for visitors (first cut): headline, tagline, and the ways in for students.
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button-styles';

export function LandingHero() {
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-blue-600 px-6 py-16 text-center text-white shadow-sm sm:px-12 sm:py-24">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-28 -left-20 size-72 rounded-full bg-blue-400/20 blur-2xl" />
      <div className="relative mx-auto max-w-2xl">
        <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-indigo-50 ring-1 ring-white/25">
          Connect. Learn. Grow.
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">Internships for Highschoolers</h1>
        <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-indigo-100">
          Meaningful internship opportunities with professional mentorship. Gain real experience, new skills, a resume,
          references and connections.
        </p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to="/auth" search={{ tab: 'register' }} className={buttonClass('secondary', 'lg', 'border-transparent text-indigo-700')}>
            For Highschoolers
          </Link>
          <Link to="/auth" className={buttonClass('primary', 'lg', 'bg-white/10 ring-1 ring-white/40 hover:bg-white/20')}>
            Sign In
          </Link>
        </div>
      </div>
    </section>
  );
}
