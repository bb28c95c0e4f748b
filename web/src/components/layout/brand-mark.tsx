// The product's logo and name, as used in the top bar and at the top of the side panels.
export function BrandLogo({ className = 'size-8' }: { className?: string }) {
  return <img src="/favicon.svg" alt="" className={`shrink-0 ${className}`} />;
}

/** The name on two lines on small screens (or always, when stacked), on one line otherwise. */
export function BrandName({ className = '', stacked = false }: { className?: string; stacked?: boolean }) {
  const line = stacked ? 'block' : 'block sm:inline';
  return (
    <span className={`font-bold leading-tight text-slate-900 ${className}`}>
      <span className={line}>Internships for </span>
      <span className={line}>Highschoolers</span>
    </span>
  );
}
