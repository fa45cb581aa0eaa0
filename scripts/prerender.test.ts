import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, prerenderedFile } from '../contract/prerendered.js';
import * as paths from '../src/lib/paths.js';
import { type PrerenderedPage, prerenderedHtml } from './prerender-html.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>CoinVault</title>
    <style>body{margin:0}</style>
  </head>
  <body>
    <div id="root">
      <div class="boot"><div class="boot-bar"><b>CoinVault</b></div><p class="boot-msg">Opening CoinVault…</p></div>
    </div>
    <noscript>CoinVault needs JavaScript to run.</noscript>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`;

const draw = (page: Partial<PrerenderedPage>) =>
  prerenderedHtml(TEMPLATE, { html: '', title: '', language: 'en', css: '', ...page });

describe('prerendered pages', () => {
  it('are the sign-in page and every legal page, at the paths the app routes', () => {
    const names = [
      'signIn',
      'privacyPolicy',
      'cookiePolicy',
      'amlCftPolicy',
      'termsEu',
      'termsAu',
      'msaStatement',
    ] as const;
    expect([...PRERENDERED_PATHS].sort()).toEqual([...names.map((n) => paths[n]), paths.impressum].sort());
    expect(prerenderedFile('/', 'de')).toBe('pages/de/index.html');
    expect(prerenderedFile('/au/terms-and-conditions', 'pl')).toBe('pages/pl/au/terms-and-conditions.html');
  });

  it('put the first render, language, title and screen styles in place of the loading shell', () => {
    const html = draw({
      html: '<main id="main"><h1>Willkommen zurück</h1></main>',
      title: 'Anmelden | CoinVault',
      language: 'de',
      css: '.auth-card{padding:16px}',
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Anmelden | CoinVault</title>');
    expect(html).toContain('<style>.auth-card{padding:16px}</style></head>');
    expect(html).toContain(
      '<div id="root" data-prerendered="de"><main id="main"><h1>Willkommen zurück</h1></main></div>\n    <noscript>',
    );
    expect(html).not.toContain('Opening CoinVault');
    // The scripts that take the page over stay.
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('keep a title or stylesheet from ending its element early, and $ patterns as written', () => {
    const html = draw({ html: '<p>$& $1</p>', title: 'A </title>', css: 'a::after{content:"</style>"}' });
    expect(html).toContain('<title>A &lt;/title&gt;</title>');
    expect(html).toContain('content:"<\\/style>"');
    expect(html).toContain('<p>$& $1</p>');
  });

  it('fail the build when index.html no longer has what they fill in', () => {
    expect(() =>
      prerenderedHtml('<html lang="en"><title>x</title><body></body></html>', {
        html: '',
        title: '',
        language: 'en',
        css: '',
      }),
    ).toThrow(/root element/);
  });
});
