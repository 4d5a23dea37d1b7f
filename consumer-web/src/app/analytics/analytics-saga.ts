import { all, call, fork, put, select, spawn, take, takeEvery } from 'redux-saga/effects';
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { cookieBotLoaded } from '../../features/system/system-slice';
import { visitorIdentified, type UserState } from '../../features/user/user-slice';
import { appStarted } from '../app-started';
import type { RootState } from '../root-reducer';
import { type AppServices, appServices } from '../services';
import { createAnalyticsQueue, type AnalyticsQueue } from './analytics-queue';
import { pushConsentUpdate } from './consent';
import { consentDecided, consentLoaded, cookieSettingsRequested } from './consent-actions';
import { type ConsentBanner, type ConsentChoices, UNDECIDED } from './consent-banner';
import { type Device, deviceOf } from './device';
import { pageActivity } from './page-activity';
import type { RecordEvent } from './record-event';
import { siteActivity } from './site-activity';
import { type EventContext, siteEvent } from './site-event';
import { beaconSweep, sendConfiguratorModel, sendSweep } from './sweep-sender';

interface AnalyticsContext {
  services: AppServices;
  queue: AnalyticsQueue;
  device: Device;
  /** Null until the banner has said what the visitor decided (or that they have not yet). */
  consent: ConsentChoices | null;
}

function* knownConsent(context: AnalyticsContext): SagaIterator<ConsentChoices> {
  if (context.consent) return context.consent;
  const loaded: ReturnType<typeof consentLoaded> = yield take(consentLoaded.match);
  return loaded.payload ?? UNDECIDED;
}

function* knownVisitor(): SagaIterator<EventContext['visitor']> {
  let user: UserState = yield select((state: RootState) => state.user);
  while (user.visitorKey === null) {
    yield take(visitorIdentified.match);
    user = yield select((state: RootState) => state.user);
  }
  const { visitorKey, visitorKeyTimestamp, id, touchpoints, experiment } = user;
  return { visitorKey, visitorKeyTimestamp, userId: id, touchpoints, experiment };
}

/**
 * Time, place and id are taken when the thing happens; the rest once known (the banner loaded, the visitor key
 * settled at start). The wait is detached, so a page left meanwhile (a cancelled watcher) still has its event.
 */
function recorder(context: AnalyticsContext): RecordEvent {
  const { services } = context;
  return function* record(name, payload, options = {}): SagaIterator {
    const taken = { id: services.randomId(), at: services.now(), location: services.currentLocation() };
    yield spawn(function* (): SagaIterator {
      const consent: ConsentChoices = yield call(knownConsent, context);
      // An objection stops everything but the record of the objection itself.
      if (!consent.analytics && name !== 'consent_decided') return;
      const visitor: EventContext['visitor'] = yield call(knownVisitor);
      const event = siteEvent(name, payload, { ...taken, visitor, consent, params: options.params, version: services.buildVersion, device: context.device });
      if (options.direct) yield call(sendConfiguratorModel, event);
      else context.queue.add(event);
    });
  };
}

type BannerMessage = { loaded: ConsentChoices | null } | { decided: ConsentChoices };

function bannerMessages(banner: ConsentBanner): EventChannel<BannerMessage> {
  return eventChannel<BannerMessage>((emit) => {
    // A banner that cannot load leaves the decision unknown, and nothing is sent: the visitor could not object.
    banner.start((decided) => emit({ decided })).then((loaded) => emit({ loaded }), () => undefined);
    return () => undefined;
  }, buffers.expanding());
}

function* watchBanner(banner: ConsentBanner): SagaIterator {
  const messages: EventChannel<BannerMessage> = yield call(bannerMessages, banner);
  while (true) {
    const message: BannerMessage = yield take(messages);
    yield put('decided' in message ? consentDecided(message.decided) : consentLoaded(message.loaded));
  }
}

function* onConsentLoaded(context: AnalyticsContext, action: ReturnType<typeof consentLoaded>): SagaIterator {
  context.consent = action.payload ?? UNDECIDED;
  yield put(cookieBotLoaded());
  // The defaults deny every storage on each page load: a decision made on an earlier visit is told again.
  if (action.payload) yield call(pushConsentUpdate, action.payload);
}

function* onConsentDecided(context: AnalyticsContext, record: RecordEvent, action: ReturnType<typeof consentDecided>): SagaIterator {
  context.consent = action.payload;
  yield call(pushConsentUpdate, action.payload);
  if (!action.payload.analytics) context.queue.discard((event) => event.event === 'consent_decided');
  yield call(record, 'consent_decided', { ...action.payload });
}

/** Called straight from the browser's event: a beacon must leave before the page goes. */
function* sendWhenPageHides(queue: AnalyticsQueue): SagaIterator {
  const onHide = () => queue.pageHidden();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onHide);
  try {
    yield call(() => new Promise<never>(() => undefined));
  } finally {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onHide);
  }
}

/**
 * What people do on the site, sent to /locolytics/sweep (spec §3 "Analytics event", §7), within what they allowed
 * in the cookie banner. Starts with the app, so a store made for a test records nothing unless it is started.
 */
export function* analyticsSaga(): SagaIterator {
  yield take(appStarted.match);
  const services: AppServices = yield call(appServices);
  const context: AnalyticsContext = {
    services,
    consent: null,
    device: deviceOf(navigator.userAgent),
    queue: createAnalyticsQueue({ send: sendSweep, beacon: beaconSweep, newBatchId: services.randomId }),
  };
  const record = recorder(context);
  yield all([
    takeEvery(consentLoaded.match, onConsentLoaded, context),
    takeEvery(consentDecided.match, onConsentDecided, context, record),
    takeEvery(cookieSettingsRequested.match, function* (): SagaIterator {
      yield call([services.consentBanner, services.consentBanner.openSettings]);
    }),
    fork(sendWhenPageHides, context.queue),
    fork(watchBanner, services.consentBanner),
    fork(pageActivity, record, services),
    fork(siteActivity, record),
  ]);
}
