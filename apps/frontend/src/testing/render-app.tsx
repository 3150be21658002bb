import { render } from '@testing-library/react';
import { App } from '../app';

/** Renders the whole app, router included, as if the browser had opened `path`. */
export function renderApp(path: string) {
  window.history.replaceState({}, '', path);
  return render(<App />);
}
