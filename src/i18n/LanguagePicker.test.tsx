// @vitest-environment happy-dom
/**
 * Choosing a language (decision 500): the app shows it, keeps it for the next start and tells the
 * service worker to keep its files. Offline, a language whose files this device does not hold
 * cannot be shown: the app stays in its language, keeps the old choice and says why.
 */
import { i18n } from '@lingui/core';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_LANGUAGE } from '../../contract/language-files.js';
import { domRendering } from '../test-support/dom-render.js';
import { toasts } from '../ui/toast.js';

const unavailable = new Set<string>();
vi.mock('./catalogs.js', () => ({
  activateLanguage: async (language: string) => {
    if (unavailable.has(language)) throw new TypeError('Failed to fetch dynamically imported module');
    i18n.loadAndActivate({ locale: language, messages: {} });
  },
}));

const { LanguagePicker } = await import('./LanguagePicker.js');

const dom = domRendering();
const posted: unknown[] = [];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('language', JSON.stringify('en'));
  unavailable.clear();
  posted.length = 0;
  toasts.list = [];
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ active: { postMessage: (m: unknown) => posted.push(m) } }) },
  });
});

async function choose(language: string, onChange: (l: string) => void) {
  dom.render(<LanguagePicker onChange={onChange} />);
  const select = dom.container.querySelector('select');
  if (!select) throw new Error('no picker');
  await act(async () => {
    select.value = language;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    for (let i = 0; i < 5; i++) await new Promise((done) => setTimeout(done, 0));
  });
  return select;
}

describe('the language picker', () => {
  it('shows the language chosen, keeps it for the next start and asks the worker to keep its files', async () => {
    const onChange = vi.fn();
    await choose('pl', onChange);
    expect(i18n.locale).toBe('pl');
    expect(JSON.parse(localStorage.getItem('language') ?? 'null')).toBe('pl');
    expect(posted).toEqual([{ type: KEEP_LANGUAGE, language: 'pl' }]);
    expect(onChange).toHaveBeenCalledWith('pl');
    expect(toasts.list).toEqual([]);
  });

  it('offline, in a language the device does not keep: stays, keeps the old choice and says why', async () => {
    unavailable.add('pl');
    const onChange = vi.fn();
    const select = await choose('pl', onChange);
    expect(i18n.locale).toBe('en');
    expect(JSON.parse(localStorage.getItem('language') ?? 'null')).toBe('en');
    expect(posted).toEqual([]);
    // The account is not told of a language the app could not show.
    expect(onChange).not.toHaveBeenCalled();
    expect(toasts.list.map((t) => [t.type, t.message])).toEqual([
      ['error', 'This language is not saved on this device yet. Connect to the internet to switch to it.'],
    ]);
    expect(select.value).toBe('en');
  });
});
