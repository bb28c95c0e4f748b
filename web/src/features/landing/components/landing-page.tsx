// The landing page for visitors (SPEC §2 "Landing page (/)"): hero, benefits, sample internships, call to action, footer.
// The site's top bar above it is the page header with its Sign In button.
import { LandingBenefits } from './landing-benefits';
import { LandingCta } from './landing-cta';
import { LandingFooter } from './landing-footer';
import { LandingHero } from './landing-hero';
import { SampleInternships } from './sample-internships';

export function LandingPage() {
  return (
    <div className="flex min-h-full flex-col">
      <LandingHero />
      <LandingBenefits />
      <SampleInternships />
      <LandingCta />
      <LandingFooter />
    </div>
  );
}
