import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './app/App.js';
import { startOffline } from './offline/cleanup.js';
import { startPwa } from './pwa.js';
import './styles/tokens.css';
import './styles/base.css';
import './app/shell.css';

startPwa();
startOffline();

// Rendered as a transition: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (the budget's Total Blocking Time).
const root = createRoot(document.getElementById('root')!);
// The loading shell in index.html stays until the first screen's code is here (see App.tsx).
// Not a top-level await: that would make every chunk the entry shares a separate file.
void preloadFirstScreen(window.location.pathname).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
