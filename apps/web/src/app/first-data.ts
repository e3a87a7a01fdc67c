import type { DehydratedState } from '@tanstack/react-query';
import { firstDataElementId } from '@mp/contract';

/** What a page drawn on the server was drawn from (main-server.tsx), for the browser to hydrate it from the same. */
export interface FirstData {
  /** The layout it was drawn for (the server's guess from the user agent). */
  desktop: boolean;
  /** The queries it showed. */
  state: DehydratedState;
}

/** The first data of a server-drawn page; undefined on pages the browser draws alone. */
export function readFirstData(): FirstData | undefined {
  const element = document.getElementById(firstDataElementId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as FirstData;
  } catch {
    return undefined;
  }
}
