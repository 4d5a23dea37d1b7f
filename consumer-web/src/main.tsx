import { PRODUCT_MESSAGES } from '@lease/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { canAccessApplication } from './app/access/application-access';
import { createAppRouter } from './app/router';
import { startApp } from './app/start-app';
import './ui/theme.css';

// Replaced at build time by vite.config.ts with the root package.json version, the one /meta.json reports.
declare const __APP_VERSION__: string;

declare global {
  interface ImportMetaEnv {
    readonly VITE_PRODUCTION_ORIGIN?: string;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const allowed = canAccessApplication({
  isProduction: import.meta.env.PROD,
  pageOrigin: window.location.origin,
  productionOrigin: import.meta.env.VITE_PRODUCTION_ORIGIN,
});

if (!allowed) {
  root.render(<p>{PRODUCT_MESSAGES.unableToAccessApplication}</p>);
} else {
  // The router exists first so the sagas can move between pages with it (after a sign-in lands, after a sign-out).
  const router = createAppRouter();
  const store = startApp({ buildVersion: __APP_VERSION__, navigate: (path, options) => router.navigate(path, options) });
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
