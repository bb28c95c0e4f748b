// Commands of the users context (imperative names); each carries every id and time it needs, so deciding stays pure.
import type { CompanyApproved, CompanyDetailsUpdated, LanguageChosen, StudentProfileCompleted, UserProfileChanges, UserRegistered } from './events';

export type ClaimEmail = {
  type: 'ClaimEmail';
  /** `orphanedClaimant`: a claimant whose registration never got written (a crash between two appends); its claim may be taken over. */
  data: { email: string; userId: string; orphanedClaimant: string | null };
};
/** The address is taken from the claim when not given (a deletion names the claim's stream, never the address). */
export type ReleaseEmail = { type: 'ReleaseEmail'; data: { email?: string; userId: string } };
export type EmailClaimCommand = ClaimEmail | ReleaseEmail;

export type RegisterUser = { type: 'RegisterUser'; data: UserRegistered['data'] };
export type UpdateCompanyDetails = { type: 'UpdateCompanyDetails'; data: CompanyDetailsUpdated['data'] };
export type ApproveCompany = { type: 'ApproveCompany'; data: CompanyApproved['data'] };
export type CompleteStudentProfile = { type: 'CompleteStudentProfile'; data: StudentProfileCompleted['data'] };
export type EditUserProfile = { type: 'EditUserProfile'; data: { userId: string; changes: UserProfileChanges; at: string } };
/** `claimStream`: the stream of the account's e-mail claim, to be released (found by the command module; null when none). */
export type DeleteUser = { type: 'DeleteUser'; data: { userId: string; at: string; claimStream?: string | null } };
export type SetNotices = { type: 'SetNotices'; data: { userId: string; notices: boolean; at: string } };
export type ChooseLanguage = { type: 'ChooseLanguage'; data: LanguageChosen['data'] };
export type ChangePassword = { type: 'ChangePassword'; data: { userId: string; passwordHash: string; at: string } };
export type UserCommand = RegisterUser | UpdateCompanyDetails | ApproveCompany | CompleteStudentProfile | EditUserProfile | ChangePassword | SetNotices | ChooseLanguage | DeleteUser;
