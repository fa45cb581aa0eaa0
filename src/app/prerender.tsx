/**
 * The build's renderer of the public pages (decision 465): the page at `path` as the app's first
 * render draws it for a visitor whose device starts in `language`, as HTML. Loaded by
 * scripts/vite-plugin-prerender.ts through Vite (catalogs, legal Markdown and macros compiled as
 * for the browser), never by the browser. The client hydrates this HTML only when its own first
 * render is the same (main.tsx), so the two must stay one tree: the App itself, in StrictMode.
 */
// First: the app's modules keep the storage they find when they load.
import './prerender-visitor.js';
import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { Language } from '../../contract/languages.js';
import { activateLanguage } from '../i18n/catalogs.js';
import { App } from './App.js';
import { routeFor } from './routes.js';

/** A page's first render, its document title, and its screen's name (whose chunk holds its styles). */
export async function renderPage(
  path: string,
  language: Language,
): Promise<{ html: string; title: string; screen: string }> {
  const route = routeFor(path);
  if (!route) throw new Error(`no route renders ${path}`);
  // A screen's code may ask which language the device starts in (a legal page's translation).
  localStorage.setItem('language', JSON.stringify(language));
  await activateLanguage(language);
  await route.screen.preload();
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
  );
  // The title the shell sets once the page is drawn (App.tsx's Gate).
  return { html, title: `${i18n._(route.title)} | CoinVault`, screen: route.screen.loaded?.name ?? '' };
}
