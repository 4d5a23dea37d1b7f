import type { Plugin } from 'vite';

/** A top-level `var X = React3.forwardRef(` (or createContext, memo) in React Router's bundled build. */
const COMPONENT_FACTORY = /^(var [A-Za-z0-9_$]+ = )(React\d*\.(?:forwardRef|createContext|memo))\(/gm;
/** A top-level `X.displayName = "…";` naming a component or context for React's developer tools. */
const DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm;

/**
 * Lets the bundler drop the parts of React Router the site never uses. Its build declares no side effects as a
 * package but is one large module, and inside it every component and context is made at the top level by an
 * unannotated `React.forwardRef(…)` / `createContext(…)` call and then named with a `displayName` write: both look
 * like side effects, so everything is kept whether imported or not. For a declarative router that is framework
 * mode's `<Link>` prefetching, `<Form>`, the stream decoder and the rest, about 4 KB gzipped of every page's first
 * load (docs/decisions.md, "Speed (issue 20): the site's first load"). Those calls are pure, so they are marked
 * so; the names only matter to React's developer tools, which a production build does not serve.
 *
 * The build fails if the module no longer has the shape this expects, rather than silently shipping it whole.
 */
export function pureReactRouter(): Plugin {
  let routerSeen = false;
  let routerMarked = false;
  return {
    name: 'lease-pure-react-router',
    apply: 'build',
    transform(code, id) {
      // The chunk of React Router's build that holds its components (the other chunks hold none).
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      routerSeen = true;
      if (!/^var Link = /m.test(code)) return null;
      let factories = 0;
      let names = 0;
      const marked = code
        .replace(COMPONENT_FACTORY, (_match, declaration: string, factory: string) => {
          factories += 1;
          return `${declaration}/* @__PURE__ */ ${factory}(`;
        })
        .replace(DISPLAY_NAME, () => {
          names += 1;
          return '';
        });
      // Either left undone keeps every component: a name written is a use of it.
      if (factories === 0 || names === 0) this.error(`no component factories or names found in ${id}: React Router's build has changed shape`);
      routerMarked = true;
      // Every line stays where it was (a name's line is left empty; a factory's gains a comment before its call), so
      // the source map is off by a few columns on those lines at most: null keeps the module's own map.
      return { code: marked, map: null };
    },
    buildEnd(error) {
      if (!error && routerSeen && !routerMarked) this.error("React Router's components were not found: its build has changed shape");
    },
  };
}
