// Port: finds an account's password hash by sign-in name or id (implemented over the credentials read model).

export interface CredentialsLookup {
  /** `login` is an e-mail (case-insensitive) or a username; null when no account has it. */
  byLogin(login: string): Promise<{ userId: string; passwordHash: string } | null>;
  byUserId(userId: string): Promise<{ userId: string; passwordHash: string } | null>;
}
