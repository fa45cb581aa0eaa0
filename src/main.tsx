import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { registerServiceWorker } from './pwa.js';
import './styles/tokens.css';
import './styles/base.css';
import './app/shell.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD) {
  // After first paint: registration never competes with the first route for the network.
  window.addEventListener('load', () => void registerServiceWorker());
}
