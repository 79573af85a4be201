/// <reference types="vite-plugin-pwa/vanillajs" />

/** The id of this web build (git short sha and build time), set by vite.config.ts. */
declare const __BUILD_ID__: string;
