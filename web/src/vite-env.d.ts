// Type declarations Vite provides to the SPA (CSS imports, import.meta.env).
/// <reference types="vite/client" />
