import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { post } from '../../api/client';
import { experimentAssigned, type Experiment, visitorIdentified } from '../../features/user/user-slice';
import { trackFlow } from '../track-flow';

export const REGISTERING_VISITOR = 'REGISTERING_VISITOR';

interface VisitorAnswer {
  visitorKey: string;
  experiment?: Experiment | null;
}

const isExperiment = (value: unknown): value is Experiment =>
  typeof value === 'object' && value !== null && typeof (value as Experiment).name === 'string' && typeof (value as Experiment).group === 'string';

/**
 * Spec §7 "a visitor-creation call taking visitorKey (used at startup; response stored)": the API puts the
 * visitor in an experiment group, the same one for the same key, which the user state keeps (spec §3).
 */
function* registerVisitor(action: ReturnType<typeof visitorIdentified>): SagaIterator {
  yield call(trackFlow, REGISTERING_VISITOR, function* (): SagaIterator {
    const answer: VisitorAnswer = yield call(post, '/visitors', { visitorKey: action.payload.visitorKey });
    if (isExperiment(answer.experiment)) yield put(experimentAssigned(answer.experiment));
  });
}

export function* visitorRegistrationSaga(): SagaIterator {
  yield takeLeading(visitorIdentified.match, registerVisitor);
}
