// The social-login providers of the guide: where to create the app, and the two environment variables each needs.
import { m } from '@/paraglide/messages.js';
export interface OAuthProvider {
  id: 'google' | 'apple' | 'github';
  name: string;
  console: { label: string; href: string };
  /** In the page's language (a function: the language is known per render). */
  steps: () => string[];
  env: [clientId: string, clientSecret: string];
}

export const OAUTH_PROVIDERS: OAuthProvider[] = [
  {
    id: 'google',
    name: 'Google',
    console: { label: 'Google Cloud Console', href: 'https://console.cloud.google.com/apis/credentials' },
    steps: () => [
      m.oauth_google_step_project(),
      m.oauth_google_step_consent_screen(),
      m.oauth_google_step_client(),
      m.oauth_google_step_redirect(),
      m.oauth_step_copy_credentials(),
    ],
    env: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  },
  {
    id: 'apple',
    name: 'Apple',
    console: { label: 'Apple Developer portal', href: 'https://developer.apple.com/account/resources/identifiers/list/serviceId' },
    steps: () => [
      m.oauth_apple_step_app_id(),
      m.oauth_apple_step_services_id(),
      m.oauth_apple_step_configure(),
      m.oauth_apple_step_key(),
      m.oauth_apple_step_copy(),
    ],
    env: ['APPLE_CLIENT_ID', 'APPLE_CLIENT_SECRET'],
  },
  {
    id: 'github',
    name: 'GitHub',
    console: { label: 'GitHub Developer settings', href: 'https://github.com/settings/developers' },
    steps: () => [
      m.oauth_github_step_new_app(),
      m.oauth_github_step_name(),
      m.oauth_github_step_callback(),
      m.oauth_github_step_secret(),
      m.oauth_step_copy_credentials(),
    ],
    env: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  },
];

/** SPEC §2: {origin}/api/auth/{provider}/callback */
export const redirectUri = (origin: string, provider: OAuthProvider['id']) => `${origin}/api/auth/${provider}/callback`;
