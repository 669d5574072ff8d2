import { lazy, Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from './render-when-near';

/** An IntersectionObserver the test drives: `comeNear()` reports every observed node as near. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    comeNear: () =>
      act(() => {
        for (const callback of callbacks) {
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

const placeholders = () => document.querySelectorAll('[data-render-when-near]');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RenderWhenNear', () => {
  it('shows a placeholder of the given size until the part comes near the screen', async () => {
    const observer = stubIntersectionObserver();
    render(
      <RenderWhenNear placeholderClassName="h-96">
        <p>Saved profiles</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('Saved profiles')).toBeNull();
    expect(placeholders()).toHaveLength(1);
    expect(placeholders()[0]).toHaveClass('h-96');

    await observer.comeNear();
    expect(screen.getByText('Saved profiles')).toBeVisible();
    expect(placeholders()).toHaveLength(0);
  });

  it('keeps the placeholder, and the page around it, while the code of a lazily loaded part arrives', async () => {
    const observer = stubIntersectionObserver();
    let arrive: (component: ComponentType) => void = () => undefined;
    const SideColumn = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = (component) => resolve({ default: component });
        }),
    );
    // The page's own fallback must not replace the page while the part loads.
    render(
      <Suspense fallback={<p>Loading the page</p>}>
        <h1>Dashboard</h1>
        <RenderWhenNear placeholderClassName="h-96">
          <SideColumn />
        </RenderWhenNear>
      </Suspense>,
    );
    await observer.comeNear();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByText('Loading the page')).toBeNull();
    expect(placeholders()).toHaveLength(1);
    expect(placeholders()[0]).toHaveClass('h-96');

    await act(async () => arrive(() => <p>Top founders</p>));
    expect(await screen.findByText('Top founders')).toBeVisible();
    expect(placeholders()).toHaveLength(0);
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear placeholderClassName="h-96">
        <p>My projects</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('My projects')).toBeVisible();
  });
});
