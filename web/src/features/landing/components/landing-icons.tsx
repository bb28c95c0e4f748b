// Inline SVG icons of the landing page (no icon font or images from elsewhere: the CSP allows only this site).
import type { ReactNode } from 'react';

const paths = {
  briefcase: <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M4 9a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 13h16M12 12v2" />,
  bulb: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />,
  rocket: <path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M14 6l4 4M9.5 14.5 6 13l2-4 4.5-.5M9.5 14.5 11 18l4-2 .5-4.5M9.5 14.5l-2-2M12.5 8.5C15 6 18 4 21 3c-1 3-3 6-5.5 8.5L11 16" />,
  pin: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  heart: <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />,
  calendar: (
    <>
      <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
    </>
  ),
  star: <path d="m12 4 2.4 5 5.4.6-4 3.7 1.1 5.4L12 16l-4.9 2.7 1.1-5.4-4-3.7 5.4-.6z" />,
  users: (
    <>
      <circle cx="9" cy="8.5" r="3.2" />
      <path d="M3 19.5c.6-3 3-4.8 6-4.8s5.4 1.8 6 4.8M15.5 5.5a3.2 3.2 0 0 1 0 6.2M17.5 14.9c1.9.5 3.2 2 3.5 4.6" />
    </>
  ),
  building: <path d="M4 20.5h16M6 20.5V5a1.5 1.5 0 0 1 1.5-1.5h6A1.5 1.5 0 0 1 15 5v15.5M15 9h3.5A1.5 1.5 0 0 1 20 10.5v10M9 7.5h3M9 11h3M9 14.5h3" />,
  graduation: <path d="M2.5 9.5 12 5l9.5 4.5L12 14zM6.5 11.5v4.2c1.5 1.4 3.4 2.1 5.5 2.1s4-.7 5.5-2.1v-4.2M21.5 9.5v5" />,
} satisfies Record<string, ReactNode>;

export type LandingIconName = keyof typeof paths;

export function LandingIcon({ name, className = 'size-6' }: { name: LandingIconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {paths[name]}
    </svg>
  );
}
