// Social login entries (Google, Apple, GitHub) linking to /api/auth/{provider}; the server answers 404 until set up.
const providers = [
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
  { id: 'github', name: 'GitHub' },
] as const;

export function SocialLogin() {
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2">
        {providers.map((p) => (
          <a
            key={p.id}
            href={`/api/auth/${p.id}`}
            aria-label={`Continue with ${p.name}`}
            className="flex items-center justify-center rounded-xl border border-slate-300 bg-white px-2 py-2.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {p.name}
          </a>
        ))}
      </div>
    </div>
  );
}
