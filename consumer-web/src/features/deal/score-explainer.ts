import type { RootState } from '../../app/root-reducer';
import type { Experiment } from '../user/user-slice';

/**
 * The experiment the API assigns at start (POST /visitors): in `explained`, a deal page opens its deal score
 * explanation by default; `control` sees the page as it was.
 */
export const SCORE_EXPLAINER_EXPERIMENT = 'deal-score-explainer';
export const EXPLAINED_GROUP = 'explained';

export const isScoreExplained = (experiment: Experiment | null): boolean =>
  experiment?.name === SCORE_EXPLAINER_EXPERIMENT && experiment.group === EXPLAINED_GROUP;

export const selectScoreExplained = (state: RootState): boolean => isScoreExplained(state.user.experiment);
