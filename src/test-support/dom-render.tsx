/**
 * A React root in the test's document (happy-dom), for component tests that click and wait:
 * mounted before each test in English, unmounted after. `render` wraps the node in Lingui's
 * provider, as the app does.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export function domRendering(): { render: (node: ReactNode) => void; readonly container: HTMLElement } {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    render: (node) => act(() => root.render(<I18nProvider i18n={i18n}>{node}</I18nProvider>)),
    get container() {
      return container;
    },
  };
}
