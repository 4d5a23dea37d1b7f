/** Where the deal-score guide lives: linked from pages that must not load the guides' text to know it. */
export const DEAL_SCORE_GUIDE_PATH = '/guides/how-our-deal-score-works';
