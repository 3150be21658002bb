import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchPageData, preloadRoute } from './app/router';
import { restoreSession } from './lib/auth/restore-session';
import { createQueryClient } from './lib/react-query';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// The opened page's code and, for a restored session, its data start downloading now, before React
// renders anything.
const queryClient = createQueryClient();
preloadRoute(window.location.pathname);
const session = restoreSession();
if (session)
  prefetchPageData(window.location.pathname, queryClient, { automatic: session.automatic === true });

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
