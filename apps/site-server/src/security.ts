import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** sha256 sources of inline scripts the builds carry (none today: Vite writes module files only). */
  scriptHashes: string[];
  imgSrc: string[];
  connectSrc: string[];
  /** Strict-Transport-Security max-age; 0 = plain HTTP (no HSTS, no upgrade-insecure-requests). */
  hstsMaxAge: number;
}

/**
 * The Content-Security-Policy of the member and agent sites, one directive per line of reasoning:
 * scripts only from this origin (plus the hash of an inline script a build may carry), no script
 * attributes, no plugins, no <base>, forms post only here, never framed; style sheets only from this
 * origin (vanilla-extract writes CSS files), while style *attributes* stay allowed because operator HTML
 * (notices, promotions, popups) is styled inline and sanitised by DOMPurify; images from here, from
 * data: URLs (captcha images) and any configured CDN; requests only to this origin (/wps and /lgw are
 * proxied here) plus any configured API origin.
 */
export function cspDirectives(options: SecurityOptions): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'script-src': ["'self'", ...options.scriptHashes.map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...options.imgSrc],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...options.connectSrc],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (options.hstsMaxAge > 0) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Powerful features the sites never use are switched off for them and anything they embed; the agent
 * site copies invite links, so clipboard writing stays allowed for this origin.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/** Options for helmet: every header in one place. */
export function helmetOptions(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: options.hstsMaxAge > 0 ? { maxAge: options.hstsMaxAge, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * Every security header of a response, worked out once: helmet run on a recorder instead of on every request (it
 * rebuilt the same Content-Security-Policy per request, a sixth of a document's CPU). Nothing here depends on the
 * request, so the result is copied into each reply as is.
 */
export function securityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  headers['permissions-policy'] = permissionsPolicy;
  return headers;
}
