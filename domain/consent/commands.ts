// Commands of the consent context; `requestId` and times are chosen by the caller, so deciding stays pure.
export type RequestConsent = { type: 'RequestConsent'; data: { studentId: string; requestId: string; guardianEmail: string; at: string } };
export type ResendConsentRequest = { type: 'ResendConsentRequest'; data: { studentId: string; at: string } };
/**
 * Through a link: the request the link was made for (a stale link is refused), and when the link expires (`linkExpiresAt`: an
 * expired link no longer gives or refuses, but still withdraws; absent: the link's expiry is not checked).
 */
export type AnswerConsent = {
  type: 'GiveConsent' | 'RefuseConsent' | 'WithdrawConsent';
  data: { studentId: string; requestId: string; at: string; linkExpiresAt?: string };
};
export type ConsentCommand = RequestConsent | ResendConsentRequest | AnswerConsent;
