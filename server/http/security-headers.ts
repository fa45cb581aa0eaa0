import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.js';

/**
 * Security headers on every answer. The CSP allows only this origin, plus the configured real
 * providers' frames (identity widget, hosted card form); local sandboxes are served from self.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const frames = ["'self'", ...config.frameOrigins].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes are set by React and the QR renderer; no inline scripts are allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frames}`,
    "frame-ancestors 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${config.frameOrigins.join(' ')}`.trim(),
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)');
    if (config.mode === 'production') c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  };
}
