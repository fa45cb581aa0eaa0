import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { startOffline } from './offline/cleanup.js';
import { startPwa } from './pwa.js';
import './styles/tokens.css';
import './styles/base.css';
import './app/shell.css';

startPwa();
startOffline();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
