/**
 * The wallet painted before React on reopening (decisions 468, 472): the markup of the customer's
 * last fresh wallet screen and the text of its stylesheets, kept as a snapshot read in the same
 * task (same owner check, cleared with the others when a session ends), are laid over the page as
 * soon as the entry runs, with "Last updated …". React draws the real screen beneath it; the
 * painting goes in the very step in which that screen shows its own total, so the balance never
 * leaves the screen. Loaded only by a signed-in reopen of /wallet, never with the first route.
 */
import { startLanguage } from '../i18n/language.js';
import { wallet as walletPath } from '../lib/paths.js';
import { afterNextFrame } from '../lib/when-idle.js';
import type { PaintSnapshot } from './paint-snapshot.js';
import { PAINT_ID } from './wallet-painted.js';

/** What is kept to paint the wallet before any of its code has loaded. */
export interface WalletPaint {
  /** The inside of #root when the wallet last showed fresh data (React-escaped text, made inert again when painted). */
  html: string;
  /** The text of the stylesheets that screen used (this origin's), painted with it: nothing to load. */
  css: string;
  /** The display language it was drawn in: painted only when the app starts in the same one. */
  language: string;
  /** Its Intl locale, for the age. */
  locale: string;
  /** "Last updated {age}" in that language, `AGE_SLOT` standing for the age. */
  lastUpdated: string;
}

export const AGE_SLOT = '{age}';

const DIALOGS = '[role="dialog"], [role="alertdialog"], dialog[open]';
// SVG's animation elements are dropped too: one could set a link or a handler after the check.
const DROPPED_ELEMENTS =
  'script, iframe, frame, object, embed, link, meta, base, style, form, template, noscript, set, animate, animateMotion, animateTransform';
/** References and focus would act or clash with the live screen beneath (ids, labels, links, test ids). */
const DROPPED_ATTRIBUTES = new Set([
  'id',
  'for',
  'href',
  'xlink:href',
  'srcset',
  'action',
  'formaction',
  'tabindex',
  'autofocus',
  'data-testid',
]);
const IMAGE_SOURCE = /^(\/(?!\/)|data:image\/)/i;

/** What in styles could load from anywhere or run: checked on the styles as written and as the browser read them (escapes resolved). */
const UNSAFE_CSS = /url\(|image-set\(|image\(|cross-fade\(|element\(|@import|@font-face|expression\(/i;

/**
 * The kept markup as nodes that can only be looked at: no script, frame, link or form, no event
 * handler, reference or focus stop, images only from this origin or inline, styles without URLs.
 * The markup is the app's own, but it comes back from storage: it is checked as input.
 */
function inertMarkup(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll(DROPPED_ELEMENTS)) el.remove();
  for (const el of template.content.querySelectorAll('*')) {
    for (const { name, value } of Array.from(el.attributes)) {
      const unsafe =
        name.startsWith('on') ||
        DROPPED_ATTRIBUTES.has(name) ||
        (name === 'src' && !IMAGE_SOURCE.test(value)) ||
        (name === 'style' && (UNSAFE_CSS.test(value) || UNSAFE_CSS.test((el as HTMLElement).style?.cssText ?? ''))) ||
        /^\s*javascript:/i.test(value);
      if (unsafe) el.removeAttribute(name);
    }
  }
  return template.content;
}

/**
 * Whether the page beneath has something to show of its own: the wallet's total or its error,
 * a dialog, another page (the session ended, the customer moved on) or a screen that is not the
 * wallet loading. While the wallet is still loading (the page's boot shell, the frame's fallback,
 * the screen's skeleton) or nothing is drawn yet, the painting stays.
 */
function appShowsItsOwn(root: Element, paint: Element): boolean {
  if (window.location.pathname !== walletPath) return true;
  if (Array.from(document.querySelectorAll(DIALOGS)).some((d) => !paint.contains(d))) return true;
  if (root.querySelector('[data-testid="total-balance"], .balance-error')) return true;
  return root.querySelector('main') !== null && root.querySelector('.wallet-page, .route-fallback') === null;
}

/**
 * The kept stylesheets as one sheet the painting can adopt, or null when something in them could
 * load or run, as written or as the browser's own CSS parser read them (escapes and comments
 * resolved): what is checked is what is applied. `replaceSync` never loads an `@import` either.
 */
function inertSheet(css: string): CSSStyleSheet | null {
  if (typeof css !== 'string' || !('adoptedStyleSheets' in document)) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const text = Array.from(sheet.cssRules, (r) => r.cssText).join('\n');
  return UNSAFE_CSS.test(css) || UNSAFE_CSS.test(text) ? null : sheet;
}

/**
 * "Last updated 5 minutes ago" where the wallet shows it from a snapshot: last in the balance card.
 * The line is laid out at once, holding its place, and its words follow in the next task: writing
 * an age first loads the language's relative-time data, which on a phone costs more than the
 * whole painting (decision 472).
 */
function addLastUpdated(paint: HTMLElement, kept: WalletPaint, savedAt: number): void {
  const card = paint.querySelector('.balance-card');
  if (!card) return;
  const line = document.createElement('p');
  line.className = 'last-updated';
  const time = document.createElement('time');
  time.dateTime = new Date(savedAt).toISOString();
  time.textContent = '\u00a0';
  line.append(time);
  card.append(line);
  void import('../lib/age-text.js').then(({ ageText }) => {
    time.textContent = kept.lastUpdated.replace(AGE_SLOT, ageText(Date.now() - savedAt, kept.locale));
  });
}

/** The shell's banners ('You are offline', a new version, a frozen account): children of #root, above the frame. */
export const BANNERS = ':scope > [role="status"]';

/**
 * Shows on the painting the banners the page beneath shows now, where it shows them: a banner
 * that arrives (offline, say) moves the painting down as it moves the page, so the page takes
 * over in the same boxes.
 */
function mirrorBanners(root: Element, paint: Element): boolean {
  const live = Array.from(root.querySelectorAll(BANNERS), (b) => b.outerHTML).join('');
  const painted = Array.from(paint.querySelectorAll(BANNERS));
  if (painted.map((b) => b.outerHTML).join('') === live) return false;
  for (const b of painted) b.remove();
  const skip = paint.querySelector(':scope > .skip-link');
  if (skip) skip.after(inertMarkup(live));
  else paint.prepend(inertMarkup(live));
  return true;
}

/** Removes the painting in the step in which the page beneath shows something of its own. */
function handOver(root: Element, paint: HTMLElement, sheet: CSSStyleSheet): void {
  const done = () => {
    observer.disconnect();
    clearTimeout(latest);
    paint.remove();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
  const observer = new MutationObserver(() => {
    const own = appShowsItsOwn(root, paint);
    // A banner that comes in the very step in which the page shows its own (its cause known by the
    // screen's first render) is drawn on the painting for a frame first: the page then takes over
    // in the same boxes instead of everything jumping down as the painting goes.
    if (mirrorBanners(root, paint) && own) {
      observer.disconnect();
      void afterNextFrame().then(done);
    } else if (own) done();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
  // Never a customer left looking at a picture: whatever the page beneath is doing by then.
  const latest = setTimeout(done, 20_000);
  window.addEventListener('popstate', done, { once: true });
}

/**
 * Paints the signed-in customer's kept wallet (read by the entry, src/app/early-start.ts) over the
 * page's boot shell, in this very task, if it was drawn in the language the app starts in and its
 * styles are inert; true when it did. Never throws: the app starts all the same.
 */
export function paintSavedWallet(saved: PaintSnapshot<WalletPaint>): boolean {
  try {
    const root = document.getElementById('root');
    const kept = saved?.data;
    if (!kept || typeof kept.html !== 'string' || !root || kept.language !== startLanguage()) return false;
    // The app drew meanwhile: it has the screen.
    if (!root.querySelector('.boot')) return false;
    const sheet = inertSheet(kept.css);
    if (!sheet) return false;
    const paint = document.createElement('div');
    paint.id = PAINT_ID;
    // A picture of the last screen: the live one beneath is the one read out and used.
    paint.setAttribute('aria-hidden', 'true');
    paint.setAttribute('inert', '');
    paint.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:hidden;background:var(--bg)';
    paint.append(inertMarkup(kept.html));
    addLastUpdated(paint, kept, saved.savedAt);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    document.body.append(paint);
    handOver(root, paint, sheet);
    return true;
  } catch {
    // Storage, markup or styles unreadable: the app draws the wallet as before.
    return false;
  }
}
