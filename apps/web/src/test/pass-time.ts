import { act } from '@testing-library/react';

/**
 * Lets `ms` of real time pass inside act(), for a test that asserts something did not happen: what the
 * app does meanwhile (a debounce, a resolved request) is applied before the test looks.
 */
export const passTime = (ms: number): Promise<void> =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
