// Port: finds the account a sign-in name belongs to, with its password hash (implemented over the credentials read model).

export interface CredentialsLookup {
  /** `login` is an e-mail (case-insensitive) or a username; null when no account has it. */
  byLogin(login: string): Promise<{ userId: string; passwordHash: string } | null>;
}
