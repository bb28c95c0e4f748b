// Every language's catalog of the domain's messages, for the server (the SPA imports only its language's module).
import type { Locale } from '../locales';
import type { DomainMessages } from '../translate';
import hi from './hi';
import bn from './bn';
import ur from './ur';
import ta from './ta';
import si from './si';

export const DOMAIN_MESSAGES: Record<Exclude<Locale, 'en'>, DomainMessages> = { hi, bn, ur, ta, si };
