// Port: the name of an address's e-mail claim stream (an HMAC with the server's secret, see backend/privacy/claim-streams.ts).
// Claims written before that live in `emailStream(address)` (domain/users/email-claim.ts), which sign-up also checks.
export interface EmailClaimNames {
  current(email: string): string;
}
