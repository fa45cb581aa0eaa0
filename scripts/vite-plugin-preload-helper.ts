import type { Plugin } from 'vite';

/** The module Vite's build imports `__vitePreload` from, around every lazy import. */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's preload helper, with two differences: under the service worker, the script files of a
 * long list are not announced with <link rel="modulepreload"> before the lazy import runs; and the
 * import's own code is asked for at once, beside its style sheets, not after them (decision 470).
 *
 * Each such link costs the main thread a few milliseconds on a phone (its element, its fetch
 * set-up, its compile queued), and the signed-in wallet announces about sixty of them before its
 * first render: the largest single piece of work on reopening the installed app. They exist to
 * fetch a screen's files side by side instead of one import level after another; under the
 * service worker every file is in its precache, so each level costs a cache read, not a round
 * trip. Without a controlling worker (the first visit, or a browser without one) the links are
 * made as Vite makes them. A short list (at most six files, such as the history's first page that
 * the entry starts) is linked even under the worker: its few links cost less than the import
 * levels they save. Style sheets are always linked, and the import resolves only once they have
 * loaded: a screen must not render before its styles; its code is fetched and evaluated meanwhile.
 */
export const HELPER = `
const SHORT_LIST = 6;
const seen = {};
const scriptRel = (() => {
  const rel = document.createElement('link').relList;
  return rel && rel.supports && rel.supports('modulepreload') ? 'modulepreload' : 'preload';
})();
function settle(promises) {
  return Promise.all(promises.map((p) => Promise.resolve(p).then(
    (value) => ({ status: 'fulfilled', value }),
    (reason) => ({ status: 'rejected', reason }),
  )));
}
function linkOnce(href, isCss) {
  if (href in seen) return seen[href];
  if (document.querySelector('link[href="' + href + '"]' + (isCss ? '[rel="stylesheet"]' : ''))) return (seen[href] = undefined);
  const link = document.createElement('link');
  link.rel = isCss ? 'stylesheet' : scriptRel;
  if (!isCss) link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  if (!isCss) return (seen[href] = undefined);
  return (seen[href] = new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', () => reject(new Error('Unable to preload CSS for ' + href)));
  }));
}
export const __vitePreload = function preload(baseModule, deps) {
  let promise = Promise.resolve();
  if (deps && deps.length > 0) {
    const underWorker = deps.length > SHORT_LIST && !!(navigator.serviceWorker && navigator.serviceWorker.controller);
    const wanted = [];
    for (const dep of deps) {
      const href = new URL('/' + dep, location.href).href;
      const isCss = href.endsWith('.css');
      if (!isCss && underWorker) continue;
      const p = linkOnce(href, isCss);
      if (p) wanted.push(p);
    }
    promise = settle(wanted);
  }
  function handlePreloadError(err) {
    const e = new Event('vite:preloadError', { cancelable: true });
    e.payload = err;
    window.dispatchEvent(e);
    if (!e.defaultPrevented) throw err;
  }
  // The code loads beside the style sheets; a failure is reported once they have settled.
  const module = baseModule();
  module.catch(() => {});
  return promise.then((res) => {
    for (const item of res || []) if (item.status === 'rejected') handlePreloadError(item.reason);
    return module.catch(handlePreloadError);
  });
};
`;

export function preloadHelperUnderWorker(): Plugin {
  return {
    name: 'coinvault-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === HELPER_ID ? HELPER_ID : null),
    load: (id) => (id === HELPER_ID ? HELPER : null),
  };
}
