import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore, type RootState } from '../app/store';

/** Renders a component against the real store (reducers and sagas), returning both. */
export function renderWithStore(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const view = render(<Provider store={store}>{ui}</Provider>);
  return { store, ...view };
}
