import type { DehydratedState } from '@tanstack/react-query';
import { firstDataElementId } from '@mp/contract';

/** The data a server-rendered page was drawn from (see main-server.tsx); undefined on other pages. */
export function readFirstData(): DehydratedState | undefined {
  const element = document.getElementById(firstDataElementId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
