import { PRODUCT_NAME } from '../lib/brand.js';

export function LogoMark() {
  return (
    <span className="logo-mark">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 16a7 7 0 0 1 12.2-4.7l-2.3 2A4 4 0 1 0 19 18.7l2.3 2A7 7 0 0 1 9 16z" fill="var(--surface)" />
      </svg>
      <span className="logo-text">{PRODUCT_NAME}</span>
    </span>
  );
}
