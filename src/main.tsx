// First: what a signed-in start asks for before the rest of the entry is evaluated (the wallet's
// painting, the history's newest page; src/app/early-start.ts).
import './app/early-start.js';
import { StrictMode, startTransition } from 'react';
import { App, drawsAsPrerendered, preloadFirstScreen } from './app/App.js';
import { historyAsked, painted } from './app/early-start.js';
import { startOffline } from './offline/cleanup.js';
import { startPwa } from './pwa.js';
import './styles/tokens.css';
import './styles/base.css';
import './app/shell.css';

startPwa();
startOffline();

// Rendered as a transition: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (the budget's Total Blocking Time).
// React DOM is imported here rather than at the top: evaluating it (the largest script) is then a
// task of its own instead of part of this module's, and the first screen's code loads meanwhile.
// The loading shell in index.html stays until the first screen's code is here (see App.tsx).
// Not a top-level await: that would make every chunk the entry shares a separate file.
const rootElement = document.getElementById('root')!;
// A painting comes first: nothing else then runs between its file's arrival and its frame. On the
// history, the newest page's call does: the screen's code loads while its answer travels.
const firstScreen = (painted ?? historyAsked ?? Promise.resolve()).then(() =>
  preloadFirstScreen(window.location.pathname),
);
const reactDom = () => import('react-dom/client');
const renderer = painted ? painted.then(reactDom) : reactDom();
void Promise.all([renderer, firstScreen]).then(([{ createRoot, hydrateRoot }]) =>
  startTransition(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // A prerendered page drawn for this very visitor is kept and brought to life (decision 465).
    if (drawsAsPrerendered(rootElement)) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  }),
);
