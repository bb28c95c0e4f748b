// What helps an admin trust a company request (DESIGN.md §4.2), pure: whether the account's e-mail address is at the company
// website's domain (or a subdomain of it, or the website at a subdomain of the mail's domain).

const hostOf = (website: string): string | null => {
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
};

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export function emailDomainMatchesWebsite(email: string | null | undefined, website: string | null | undefined): boolean {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0 || !website) return false;
  const mail = email.slice(at + 1).toLowerCase().replace(/^www\./, '');
  const site = hostOf(website);
  if (!mail || !site || !mail.includes('.') || !site.includes('.')) return false;
  return within(mail, site) || within(site, mail);
}
