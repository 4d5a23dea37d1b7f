import { LOADER_DELAY_MS } from '@lease/domain';
import { runSaga, type SagaIterator } from 'redux-saga';
import { call, cancel, delay, fork } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { loaderSlice, selectIsLoading, selectIsPending } from '../features/loader/loader-slice';
import { errorSlice } from '../features/error/error-slice';
import { trackFlow } from './track-flow';

// Spec §9's loader delay, with jest's fake timers standing in for the clock: no test waits a real second.

function run(saga: () => SagaIterator) {
  let state = { loader: loaderSlice.reducer(undefined, { type: 'init' }), error: errorSlice.reducer(undefined, { type: 'init' }) };
  const dispatched: Action[] = [];
  const task = runSaga(
    {
      dispatch: (action: Action) => {
        dispatched.push(action);
        state = { loader: loaderSlice.reducer(state.loader, action), error: errorSlice.reducer(state.error, action) };
      },
      getState: () => state,
    },
    saga,
  );
  return {
    task,
    dispatched,
    pending: (name: string) => selectIsPending(state, name),
    shown: (name: string) => selectIsLoading(state, name),
  };
}

const answersAfter = (ms: number, fails = false) =>
  function* (): SagaIterator<string> {
    yield delay(ms);
    if (fails) throw new Error('down');
    return 'answer';
  };

describe('trackFlow and the loader delay of 1000 ms', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('marks a request pending at once and shows its loader only once it has been out for 1000 ms', async () => {
    const flow = run(function* (): SagaIterator {
      return yield call(trackFlow, 'FETCHING_SLOW', answersAfter(2500));
    });
    expect(flow.pending('FETCHING_SLOW')).toBe(true);
    expect(flow.shown('FETCHING_SLOW')).toBe(false);

    await jest.advanceTimersByTimeAsync(LOADER_DELAY_MS - 1);
    expect(flow.shown('FETCHING_SLOW')).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(flow.shown('FETCHING_SLOW')).toBe(true);

    await jest.advanceTimersByTimeAsync(1500);
    expect(flow.pending('FETCHING_SLOW')).toBe(false);
    expect(flow.shown('FETCHING_SLOW')).toBe(false);
    expect(await flow.task.toPromise()).toEqual({ ok: true, value: 'answer' });
  });

  it('never shows the loader of a request that answers within the delay, and ends at once', async () => {
    const flow = run(function* (): SagaIterator {
      yield call(trackFlow, 'FETCHING_QUICK', answersAfter(300));
    });
    await jest.advanceTimersByTimeAsync(300);
    expect(flow.task.isRunning()).toBe(false);
    await jest.advanceTimersByTimeAsync(5000);
    expect(flow.dispatched.map((action) => action.type)).not.toContain('loader/loaderShown');
    expect(flow.pending('FETCHING_QUICK')).toBe(false);
  });

  it('takes the loader down when a slow request fails, keeping its failure', async () => {
    const flow = run(function* (): SagaIterator {
      return yield call(trackFlow, 'FETCHING_BROKEN', answersAfter(1200, true));
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(flow.shown('FETCHING_BROKEN')).toBe(true);
    await jest.advanceTimersByTimeAsync(200);
    expect(flow.shown('FETCHING_BROKEN')).toBe(false);
    expect(flow.pending('FETCHING_BROKEN')).toBe(false);
    expect((await flow.task.toPromise()).ok).toBe(false);
  });

  it('takes the loader down, and never shows it later, when the flow is cancelled', async () => {
    const flow = run(function* (): SagaIterator {
      const task = yield fork(trackFlow, 'FETCHING_REPLACED', answersAfter(5000));
      yield delay(400);
      yield cancel(task);
    });
    await jest.advanceTimersByTimeAsync(400);
    expect(flow.pending('FETCHING_REPLACED')).toBe(false);
    await jest.advanceTimersByTimeAsync(2000);
    expect(flow.shown('FETCHING_REPLACED')).toBe(false);
    expect(flow.dispatched.map((action) => action.type)).not.toContain('loader/loaderShown');
  });
});
