import { type ReactNode, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from '../../app/routing/router';
import { emptyResultsMessage, SORT_OPTIONS } from '@lease/domain';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { selectIsLoading, selectIsPending } from '../loader/loader-slice';
import { DealCard } from './DealCard';
import { SponsoredDeal } from './SponsoredDeal';
import { Disclosure } from '../../ui/Disclosure';
import { FilterPanel } from './FilterPanel';
import { preloadable } from '../../app/preloadable';
import { FETCHING_RESULTS_FROM_AI_SEARCH } from './ai-search-saga';
import { AiSearchBox } from './AiSearchBox';
import { FETCHING_SEARCH_RESULTS, searchRequested } from './search-saga';
import { aiConversationEnded, aiSearchRequested, groupingChanged, pageChanged, searchHeldFor, searchSegmentRequested, sortChanged, urlKeySearchRequested, vehicleTypeChanged } from './search-slice';
import type { DealItem } from './search-types';
import { formatCount } from '../../ui/format';
import './search.css';

// How a described search was read comes with the first described search, not with every search page's first load.
const readingPanel = preloadable(async () => (await import('./AiReadingPanel')).AiReadingPanel);

const SORTS = [
  [SORT_OPTIONS.scoreHighToLow, 'Best score first'],
  [SORT_OPTIONS.costLowToHigh, 'Lowest total cost first'],
  [SORT_OPTIONS.costHighToLow, 'Highest total cost first'],
  [SORT_OPTIONS.scoreLowToHigh, 'Lowest score first'],
] as const;
const GROUPINGS = [
  [3, 'One per model'],
  [2, 'One per version'],
  [1, 'Every deal'],
] as const;

function ToolbarSelect(props: { label: string; value: number; options: ReadonlyArray<readonly [number, string]>; onChange: (value: number) => void }) {
  return (
    <label>
      {props.label}{' '}
      <select className="field__control" value={props.value} onChange={(event) => props.onChange(Number(event.target.value))}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

const counted = (count: number, noun: string) => `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

/** Filters start open beside the results on wide screens, and folded above them on phones. */
const filtersOpenAtFirst = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 56rem)').matches;

/** A landing page's search: a footer link's fixed key, or a brand page's key read from its path. */
export interface Landing {
  urlKey: string | ((params: Readonly<Record<string, string | undefined>>) => string);
  title: string;
  description: string;
}

const DEFAULT_META = {
  1: { title: 'Car lease deals', description: 'Compare car lease deals from every supplier by total cost, fees included, with each deal’s price history and a public deal score.' },
  2: { title: 'Van lease deals', description: 'Compare van lease deals from every supplier by total cost, fees included, with each deal’s price history and a public deal score.' },
} as const;

interface SearchPageProps {
  vehicleType: 1 | 2;
  landing?: Landing;
  /** What the page that holds the search puts beside its results (Save this search). */
  searchActions?: ReactNode;
  /** What it puts on each result (Save for later, Set price alert). */
  dealActions?: (deal: DealItem) => ReactNode;
}

/**
 * /car-leasing/search and /van-leasing/search, the same with a saved reference or a url key, and the landing pages
 * (footer links and brand pages) whose search comes from a url key.
 */
export function SearchPage({ vehicleType, landing, searchActions, dealActions }: SearchPageProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const params = useParams();
  const { reference } = params;
  const urlKey = landing ? (typeof landing.urlKey === 'string' ? landing.urlKey : landing.urlKey(params)) : null;
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  // What the search covers: this page's vehicle type, or both (a landing page such as business leasing).
  const searchedTypes = useAppSelector((state) => state.search.request.vehicleTypes);
  const shownType = searchedTypes.length === 1 ? searchedTypes[0]! : null;
  const kind = shownType === null ? 'vehicle' : shownType === 2 ? 'van' : 'car';
  const landingTitle = useAppSelector((state) => state.search.landingTitle);
  const heading = ((urlKey || reference) && landingTitle) || landing?.title || DEFAULT_META[vehicleType].title;
  usePageMeta({
    title: heading,
    description: landing && landingTitle ? `${landingTitle}: ${DEFAULT_META[vehicleType].description}` : (landing?.description ?? DEFAULT_META[vehicleType].description),
    ...(urlKey ? { canonical: pathname } : {}),
  });

  // Whether a described search's conversation holds this page's search (read when the page opens, not a trigger).
  const aiHolds = useRef(false);
  aiHolds.current = useAppSelector((state) => state.search.ai.conversationId !== null && (state.search.request.vehicleTypes.length !== 1 || state.search.request.vehicleTypes[0] === vehicleType));
  const described = query.get('ai');
  // The panel shows a conversation, or a described search that failed.
  const aiShown = useAppSelector((state) => state.search.ai.conversationId !== null || selectErrorEntry(state, FETCHING_RESULTS_FROM_AI_SEARCH) !== undefined);
  // Asked for with the words, so that it is in by the time their answer is.
  useEffect(() => {
    // A chunk that cannot load fails again when the panel renders, and the error page says so.
    if (described || aiShown) readingPanel.preload().catch(() => undefined);
  }, [described, aiShown]);

  const freshSearch = () => {
    dispatch(aiConversationEnded());
    dispatch(vehicleTypeChanged(vehicleType));
    dispatch(searchRequested());
  };

  useEffect(() => {
    const page = Number(query.get('page') ?? 1) || 1;
    const held = store.getState().search;
    // Back to the page whose words made the held search (a described search, a landing page, a saved reference,
    // from a deal page, say): it is as it was, refinements, filters and page included, and its words are not asked
    // again.
    const keptFor = (key: string) => held.heldFor === key && held.deals.length > 0;
    const landingType = landing && typeof landing.urlKey !== 'string' ? vehicleType : undefined;
    if (described) {
      if (!keptFor(searchHeldFor.described(described))) dispatch(aiSearchRequested({ query: described, refine: false }));
      return;
    }
    if (urlKey) {
      if (!keptFor(searchHeldFor.urlKey(urlKey, landingType))) dispatch(urlKeySearchRequested({ urlKey, page, ...(landingType ? { vehicleType: landingType } : {}) }));
      return;
    }
    if (reference) {
      if (!keptFor(searchHeldFor.reference(reference))) dispatch(searchSegmentRequested({ segment: reference, page, vehicleType }));
      return;
    }
    // Sent here by a described search that read this vehicle type: its search stays.
    if (aiHolds.current) return;
    // Back from a deal page, or back to this vehicle type's search: it is as it was (filters, lease type, page, and
    // the results, so the ScrollRestorer finds the place the person scrolled to).
    if (held.request.vehicleTypes.length === 1 && held.request.vehicleTypes[0] === vehicleType && held.landingTitle === null && !held.heldFor) {
      if (held.deals.length === 0) dispatch(searchRequested());
      return;
    }
    // The other vehicle type, or a landing page's search before: spec §4, a new vehicle type clears the filters but
    // keeps the lease type. Loaded at once (filter changes then wait for the debounce).
    dispatch(aiConversationEnded());
    dispatch(vehicleTypeChanged(vehicleType));
    dispatch(searchRequested());
  }, [dispatch, store, vehicleType, reference, query, urlKey, landing, described]);

  const search = useAppSelector((state) => state.search);
  const loading = useAppSelector((state) => selectIsLoading(state, FETCHING_SEARCH_RESULTS));
  // Out but not yet past the loader delay: no loading words yet, and no claim that nothing matched either.
  const pending = useAppSelector((state) => selectIsPending(state, FETCHING_SEARCH_RESULTS));
  const failure = failureOf(useAppSelector((state) => selectErrorEntry(state, FETCHING_SEARCH_RESULTS)));
  const { request, resultsTotal, pricesTotal, vehicleTotal, pagination } = search;
  // New results render in the background, in slices the browser can interleave with input, rather than as one long
  // task on arrival (a page of cards is the page's biggest render). A page shown again (back from a deal) renders
  // its cards at once, which the scroll position needs.
  const deals = useDeferredValue(search.deals);
  // Until the deferred render lands, the cards are the last answer's while the counts and pager are already the new
  // one's: the list says it is being updated, for assistive technology (and for the browser tests that read cards).
  const updating = deals !== search.deals;
  const pageCount = Math.max(1, Math.ceil(resultsTotal / pagination.pageSize));
  const grouped = request.grouping !== 1;

  return (
    <div className="container search-page">
      <header className="search-page__header">
        <h1>{heading}</h1>
        <p className="search-page__counts" aria-live="polite">
          {pending && deals.length === 0
            ? loading
              ? 'Searching…'
              : '\u00a0'
            : `${counted(resultsTotal, 'result')} · ${counted(vehicleTotal, kind)} · ${counted(pricesTotal, 'deal')}`}
        </p>
      </header>
      {!urlKey && !reference && <AiSearchBox key={described ?? ''} vehicleType={vehicleType} />}
      {aiShown && (
        <Suspense fallback={null}>
          <readingPanel.Component onNewSearch={freshSearch} />
        </Suspense>
      )}
      <div className="search-page__layout">
        <Disclosure className="search-page__filters" summary="Filters" initiallyOpen={filtersOpenAtFirst()}>
          <FilterPanel vehicleType={shownType} />
        </Disclosure>
        <section className="search-page__results" aria-labelledby="results-heading" aria-busy={loading}>
          <h2 id="results-heading" className="visually-hidden">
            Results
          </h2>
          <div className="results-toolbar">
            <ToolbarSelect label="Sort by" value={request.sortBy} options={SORTS} onChange={(value) => dispatch(sortChanged(value))} />
            <ToolbarSelect label="Show" value={request.grouping} options={GROUPINGS} onChange={(value) => dispatch(groupingChanged(value))} />
          </div>
          {searchActions}
          {failure && (
            <p className="search-page__error" role="alert">
              {failure.message}
            </p>
          )}
          {!pending && !failure && deals.length === 0 && (
            <p className="search-page__empty">{emptyResultsMessage({ vehicleType, searchTerm: request.searchTerm })}</p>
          )}
          <ol className={pending && deals.length === 0 ? 'results results--awaiting' : 'results'} aria-label="Deals" aria-busy={updating}>
            {deals.map((deal, index) => (
              <li key={deal.id}>
                <DealCard deal={deal} grouped={grouped} actions={dealActions?.(deal)} eagerImage={index < 2} />
              </li>
            ))}
          </ol>
          {deals.length > 0 && <SponsoredDeal vehicleType={vehicleType} leaseType={request.leaseTypes[0] ?? 2} />}
          {resultsTotal > pagination.pageSize && (
            <nav className="pager" aria-label="Pages">
              <button type="button" className="button button--ghost" disabled={pagination.page <= 1} onClick={() => dispatch(pageChanged(pagination.page - 1))}>
                Previous
              </button>
              <span>
                Page {pagination.page} of {pageCount}
              </span>
              <button type="button" className="button button--ghost" disabled={pagination.page >= pageCount} onClick={() => dispatch(pageChanged(pagination.page + 1))}>
                Next
              </button>
            </nav>
          )}
        </section>
      </div>
    </div>
  );
}
