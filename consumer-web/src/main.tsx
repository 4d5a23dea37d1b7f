import { PRODUCT_MESSAGES } from '@lease/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { canAccessApplication } from './app/access/application-access';
import { createNavigation } from './app/navigation';
import { AppRoutes, preloadPages } from './app/router';
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
  // The sagas move between pages through the router (after a sign-in lands, after a sign-out).
  const navigation = createNavigation();
  // The page's chunks are asked for now, while the store starts, not once React has rendered the layout.
  preloadPages(window.location.pathname);
  const store = startApp({ buildVersion: __APP_VERSION__, navigate: (path, options) => navigation.navigate(path, options) });
  root.render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes navigation={navigation} />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
