// Gaps in jsdom that the real app runs into. Test files that render routes import this module first.

// jsdom lays nothing out, so there is nothing to scroll; the ScrollRestorer calls this on every navigation.
window.scrollTo = () => undefined;
