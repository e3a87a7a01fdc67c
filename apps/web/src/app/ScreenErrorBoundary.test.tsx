import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { screenLabels } from '@mp/contract';
import { expectConsole } from '../test/console.ts';
import { renderRoute } from '../test/render-route.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

function Screen() {
  const { name } = useParams();
  if (name === 'broken') throw new Error('a screen that cannot render');
  return <h1>{name}</h1>;
}

describe('screen error boundary', () => {
  it('shows the error screen for a screen that throws, logs it, and the next address renders again', async () => {
    // React reports the caught error, and the boundary logs it.
    expectConsole('error', /The above error occurred in the <Screen> component/);
    expectConsole('error', /A screen failed to render: Error: a screen that cannot render/);
    const element = (
      <ScreenErrorBoundary>
        <Screen />
      </ScreenErrorBoundary>
    );
    const { router } = renderRoute(element, { path: '/screen/:name', url: '/screen/broken' });
    expect(screen.getByText(screenLabels.errorTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: screenLabels.reload })).toBeInTheDocument();

    await act(() => router.navigate('/screen/fine'));
    expect(screen.getByRole('heading', { name: 'fine' })).toBeInTheDocument();
    expect(screen.queryByText(screenLabels.errorTitle)).not.toBeInTheDocument();
  });

  it('keeps a screen that renders as it is', () => {
    const element = (
      <ScreenErrorBoundary>
        <Screen />
      </ScreenErrorBoundary>
    );
    renderRoute(element, { path: '/screen/:name', url: '/screen/works' });
    expect(screen.getByRole('heading', { name: 'works' })).toBeInTheDocument();
  });
});
