import { StrictMode, startTransition } from 'react';
import { App, drawsAsPrerendered, preloadFirstScreen } from './app/App.js';
import { receivedTransactions, transactions, wallet as walletPath } from './lib/paths.js';
import { nextTask } from './lib/when-idle.js';
import { startOffline } from './offline/cleanup.js';
import { startPwa } from './pwa.js';
import './styles/tokens.css';
import './styles/base.css';
import './app/shell.css';
import { auth } from './state/auth.js';

// Reopening the wallet signed in: the last balance is painted before React DOM is even evaluated
// (decision 468). Its code is a chunk of its own, never part of the first route.
const reopenedBy = window.location.pathname === walletPath && auth.isAuthenticated ? auth.user?.id : undefined;
const painted = reopenedBy ? import('./offline/wallet-paint.js').then((m) => m.paintSavedWallet(reopenedBy)) : null;
// Opening the history signed in: its newest page is asked for now, not once the screen's code has
// come (decision 470). Its code is a file of its own, never part of the first route.
const historyList = [transactions, receivedTransactions].includes(window.location.pathname);
if (historyList && auth.isAuthenticated) void import('./state/history.js').then((m) => m.loadHistoryWithScreen());

startPwa();
startOffline();

// Rendered as a transition: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (the budget's Total Blocking Time).
// React DOM is imported here rather than at the top: evaluating it (the largest script) is then a
// task of its own instead of part of this module's, and the first screen's code loads meanwhile.
// The loading shell in index.html stays until the first screen's code is here (see App.tsx).
// Not a top-level await: that would make every chunk the entry shares a separate file.
const rootElement = document.getElementById('root')!;
// The first screen's code is asked for in a task of its own too: starting its many module loads
// is work of its own (one link element per file), kept out of this module's evaluation.
const firstScreen = nextTask().then(() => preloadFirstScreen(window.location.pathname));
const reactDom = () => import('react-dom/client');
// A failed painting (its chunk not loaded) leaves the app to start as before.
const renderer = painted ? painted.then(reactDom, reactDom) : reactDom();
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
