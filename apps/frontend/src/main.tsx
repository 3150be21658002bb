import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './app/router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

preloadRoute(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
