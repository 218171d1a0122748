/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Merchant code chosen at build time (MERCHANT=...). */
  readonly MERCHANT: string;
}
