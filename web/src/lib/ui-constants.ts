// SPEC.md §9's constants of the screens: timings, list sizes and clipping (the SPA's own, not the domain's).

export const RECENT_APPLICATIONS_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const ACCOUNT_EXISTS_TAB_SWITCH_MS = 1000;
export const COMPANY_THANK_YOU_DELAY_MS = 1000;
export const PAGE_TRANSITION_S = 0.4;
export const MENU_SHOW_SCROLL_PX = 100;
export const MENU_HIDE_SCROLL_PX = 50;

export const CARD_MAX_SKILLS = 3;
export const BLOG_EXCERPT_FALLBACK_CHARS = 150;
export const LOADING_PLACEHOLDERS = 6;
