import { PRODUCT_MESSAGES } from '@lease/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from './app/routing/router';
import { canAccessApplication } from './app/access/application-access';
import { createNavigation } from './app/navigation';
import { AppRoutes, preloadPages } from './app/router';
import { defaultServices } from './app/services';
import { rememberFromAddress, startApp } from './app/start-app';
import './ui/theme.css';

// Replaced at build time by vite.config.ts with the root package.json version, the one /meta.json reports.
declare const __APP_VERSION__: string;

declare global {
  interface ImportMetaEnv {
    readonly VITE_PRODUCTION_ORIGIN?: string;
  }
}

/** Resolves in a task after this one (a message is not held back as a nested timer is). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
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
  rememberFromAddress(defaultServices.now());
  // The sagas move between pages through the router (after a sign-in lands, after a sign-out).
  const navigation = createNavigation();
  // Three tasks after the entry's evaluation, each short enough not to block input for long. First the page's chunks
  // are asked for: matching the address against the routes and adding the page's styles to the document took about
  // a quarter of the entry's own task on a slowed phone when it ran there. Then the store and its start-up flows
  // (which show the cookie banner, the largest paint of a first visit's home page), while the page's chunks and
  // styles settle. React renders once they are in (or have failed, which the error page then shows): the page
  // renders in the first pass, as a whole, with no placeholder for React to hold for its reveal. The first HTML of
  // the busiest pages preloads those chunks beside the entry. (Tried: the store and its flows in a task each, which
  // put the banner a task later; the chunks asked for after the store, with which the deal page's picture painted
  // later in the benchmark.)
  const start = async () => {
    await nextTask();
    const pageReady = preloadPages(window.location.pathname);
    await nextTask();
    const store = startApp({ buildVersion: __APP_VERSION__, navigate: (path, options) => navigation.navigate(path, options) });
    await pageReady;
    root.render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes navigation={navigation} />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    );
  };
  void start();
}
