import type { FastifyHelmetOptions } from '@fastify/helmet';

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

/** Options for @fastify/helmet: every header in one place. */
export function helmetOptions(options: SecurityOptions): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: options.hstsMaxAge > 0 ? { maxAge: options.hstsMaxAge, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}
