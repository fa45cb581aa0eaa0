import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import { OFFLINE_DIALOG_NOTICE_ID } from '../offline/OfflineNotice.js';
import { InlineError } from './InlineError.js';
import { OnlineButton } from './OnlineButton.js';

// The connection as useOnline reads it (valtio's snapshot hook does not render on the server).
const connection = vi.hoisted(() => ({ online: true }));
vi.mock('../offline/hooks.js', () => ({ useOnline: () => connection.online }));
afterEach(() => {
  connection.online = true;
});

beforeAll(async () => {
  await loadCatalogs([LATER_CATALOG]);
  await activateLanguage('en');
});
const inLanguage = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

const offline = () => {
  connection.online = false;
};

describe('OnlineButton', () => {
  it('online: a plain button, disabled only by its own rule', () => {
    expect(renderToStaticMarkup(<OnlineButton type="submit">Save</OnlineButton>)).toBe(
      '<button type="submit" class="btn btn-primary">Save</button>',
    );
    expect(renderToStaticMarkup(<OnlineButton disabled>Save</OnlineButton>)).toContain('disabled=""');
  });

  it('offline: disabled and pointed at the notice that says why', () => {
    offline();
    const html = renderToStaticMarkup(<OnlineButton>Save</OnlineButton>);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-describedby="offline-notice"');
    expect(renderToStaticMarkup(<OnlineButton notice={OFFLINE_DIALOG_NOTICE_ID}>Save</OnlineButton>)).toContain(
      'aria-describedby="offline-notice-dialog"',
    );
  });

  it('keeps its own description online, and offline where the screen shows no notice', () => {
    const own = <OnlineButton aria-describedby="passkey-error">Use a passkey</OnlineButton>;
    expect(renderToStaticMarkup(own)).toContain('aria-describedby="passkey-error"');
    offline();
    expect(renderToStaticMarkup(own)).toContain('aria-describedby="offline-notice"');
    const html = renderToStaticMarkup(<OnlineButton notice={null}>Save</OnlineButton>);
    expect(html).toContain('disabled=""');
    expect(html).not.toContain('aria-describedby');
  });

  it('busy: cannot be pressed again and says so', () => {
    const html = renderToStaticMarkup(<OnlineButton busy>Save</OnlineButton>);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
  });
});

describe('InlineError', () => {
  it('announces what failed with a Retry button', () => {
    expect(
      inLanguage(
        <InlineError onRetry={() => {}}>
          <p>Error loading rates</p>
        </InlineError>,
      ),
    ).toBe(
      '<div class="inline-error" role="alert"><p>Error loading rates</p><button type="button" class="btn btn-secondary">Retry</button></div>',
    );
  });

  it('takes the look of the place it shows in', () => {
    expect(
      inLanguage(
        <InlineError className="card" onRetry={() => {}}>
          <p>Failed</p>
        </InlineError>,
      ),
    ).toMatch(/^<div class="card" role="alert">/);
  });
});
