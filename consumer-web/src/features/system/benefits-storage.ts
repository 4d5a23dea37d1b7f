import { readStored, writeStored } from '../../app/storage/local-storage';

// The benefits modal shows once in a browser, ever: its own key, like the saved deals', outlives a release (the
// saved client state starts again with each new version, which would show it again).
const KEY = 'benefitsModalShown';

export const benefitsModalWasShown = (): boolean => readStored(KEY) === true;

export const rememberBenefitsModalShown = (): void => writeStored(KEY, true);
