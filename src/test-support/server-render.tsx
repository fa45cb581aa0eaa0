/**
 * Screens rendered to markup for component tests, in English at a given path. A test file that
 * calls `serverRendering()` (or `staffRendering()` for the back office) also fails on any console
 * error, except the warning a server render gives for the screens' layout effects (their stores'
 * hook), which does nothing there.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { Router } from 'wouter';
import { activateLanguage, loadCatalogs } from '../i18n/catalogs.js';

export function serverRendering(catalogs: readonly string[]): (path: string, node: ReactNode) => string {
  beforeAll(async () => {
    await loadCatalogs(catalogs);
    await activateLanguage('en');
  });
  const errors: string[] = [];
  beforeEach(() => {
    errors.length = 0;
    console.error = (...args: unknown[]) => {
      const line = args.map(String).join(' ');
      if (!line.includes('useLayoutEffect does nothing on the server')) errors.push(line);
    };
  });
  afterEach(() => expect(errors).toEqual([]));
  return (path, node) =>
    renderToStaticMarkup(
      <Router ssrPath={path}>
        <I18nProvider i18n={i18n}>{node}</I18nProvider>
      </Router>,
    );
}

/** The back office's screens, with its catalog. */
export function staffRendering(): (path: string, node: ReactNode) => string {
  return serverRendering(['admin']);
}
