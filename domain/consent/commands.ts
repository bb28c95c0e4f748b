// Commands of the consent context; `requestId` and times are chosen by the caller, so deciding stays pure.
export type RequestConsent = { type: 'RequestConsent'; data: { studentId: string; requestId: string; guardianEmail: string; at: string } };
export type ResendConsentRequest = { type: 'ResendConsentRequest'; data: { studentId: string; at: string } };
/** Through a link: the request the link was made for (a stale link is refused). */
export type AnswerConsent = { type: 'GiveConsent' | 'RefuseConsent' | 'WithdrawConsent'; data: { studentId: string; requestId: string; at: string } };
export type ConsentCommand = RequestConsent | ResendConsentRequest | AnswerConsent;
