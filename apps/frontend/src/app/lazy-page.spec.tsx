import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

function Page() {
  return <h1>The page</h1>;
}

function renderPage(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading the page</p>}>
      <Component />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('loads the chunk when the page first renders, behind the Suspense fallback', async () => {
    const load = jest.fn(async () => ({ Page }));
    const Lazy = lazyPage(load, 'Page');

    renderPage(Lazy);

    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded page at once, without the fallback, and fetches it once', async () => {
    const load = jest.fn(async () => ({ Page }));
    const Lazy = lazyPage(load, 'Page');

    await Lazy.preload();
    await Lazy.preload();
    renderPage(Lazy);

    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so the page fetches its chunk again when it renders', async () => {
    const load = jest
      .fn<Promise<{ Page: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValue({ Page });
    const Lazy = lazyPage(load, 'Page');

    await expect(Lazy.preload()).rejects.toThrow('network down');
    renderPage(Lazy);

    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
