import { Suspense, useState, type ReactNode } from 'react';
import { useWhenNearScreen } from '../../lib/use-when-near-screen';

type RenderWhenNearProps = {
  children: ReactNode;
  /** The height (and any other class) of the empty block shown until then. */
  placeholderClassName: string;
};

/**
 * Renders its children once they come within 100 px of the screen: a page's parts below the fold
 * ask for their data (and, loaded with React.lazy, their code) and draw when the member scrolls
 * toward them, not while the page starts
 * (docs/decisions/0045-fewer-files-and-no-wait-before-first-paint.md). Once shown, they stay.
 * Where there is no IntersectionObserver, at once.
 */
export function RenderWhenNear({ children, placeholderClassName }: RenderWhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const sentinel = useWhenNearScreen(!near, () => setNear(true), '100px 0px');
  const placeholder = <div ref={sentinel} data-render-when-near className={placeholderClassName} />;
  // Children whose code loads on first render (React.lazy) keep the placeholder until it has.
  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return placeholder;
}
