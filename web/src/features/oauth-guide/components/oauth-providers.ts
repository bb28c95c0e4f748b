// The social-login providers of the guide: where to create the app, and the two environment variables each needs.
export interface OAuthProvider {
  id: 'google' | 'apple' | 'github';
  name: string;
  console: { label: string; href: string };
  steps: string[];
  env: [clientId: string, clientSecret: string];
}

export const OAUTH_PROVIDERS: OAuthProvider[] = [
  {
    id: 'google',
    name: 'Google',
    console: { label: 'Google Cloud Console', href: 'https://console.cloud.google.com/apis/credentials' },
    steps: [
      'Create a project (or pick an existing one) in the Google Cloud Console.',
      'Configure the OAuth consent screen with the app name and support e-mail.',
      'Create an OAuth client ID of type "Web application".',
      'Add the redirect URI shown here under "Authorized redirect URIs".',
      'Copy the client ID and client secret into the environment variables.',
    ],
    env: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  },
  {
    id: 'apple',
    name: 'Apple',
    console: { label: 'Apple Developer portal', href: 'https://developer.apple.com/account/resources/identifiers/list/serviceId' },
    steps: [
      'In the Apple Developer portal, register an App ID with "Sign in with Apple" enabled.',
      'Create a Services ID; it is the client ID.',
      'Configure the Services ID with your domain and the redirect URI shown here.',
      'Create a key for "Sign in with Apple" and generate the client secret from it.',
      'Put the Services ID and the client secret into the environment variables.',
    ],
    env: ['APPLE_CLIENT_ID', 'APPLE_CLIENT_SECRET'],
  },
  {
    id: 'github',
    name: 'GitHub',
    console: { label: 'GitHub Developer settings', href: 'https://github.com/settings/developers' },
    steps: [
      'Open GitHub → Settings → Developer settings → OAuth Apps and choose "New OAuth App".',
      'Enter the application name and the homepage URL of this site.',
      'Set the "Authorization callback URL" to the redirect URI shown here.',
      'Generate a client secret.',
      'Copy the client ID and client secret into the environment variables.',
    ],
    env: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  },
];

/** SPEC §2: {origin}/api/auth/{provider}/callback */
export const redirectUri = (origin: string, provider: OAuthProvider['id']) => `${origin}/api/auth/${provider}/callback`;
