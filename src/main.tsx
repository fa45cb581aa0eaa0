import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
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
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
