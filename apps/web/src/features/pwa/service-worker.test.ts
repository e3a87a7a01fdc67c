import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { pageLoad } from '../../shared/lib/reload.ts';
import { takeOverAtNextNavigation } from './service-worker.ts';

/** The page's view of its workers: `controllerchange` fires when a new version takes over. */
const container = new EventTarget();
let assign: MockInstance<(url: string) => void>;
let waiting: { postMessage: ReturnType<typeof vi.fn> };
/** For each click, whether the app's router (listening below the document) would follow it. */
let routed: boolean[];
let stop: () => void;
let stopRouter: AbortController;

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
  waiting = { postMessage: vi.fn() };
  routed = [];
  stopRouter = new AbortController();
  // React Router's links follow a click whose default nothing has prevented, and prevent it themselves.
  document.body.addEventListener(
    'click',
    (event) => {
      routed.push(!event.defaultPrevented);
      event.preventDefault();
    },
    { signal: stopRouter.signal },
  );
  stop = takeOverAtNextNavigation(waiting as unknown as ServiceWorker);
});
afterEach(() => {
  stop();
  stopRouter.abort();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a new version of the service worker', () => {
  it('takes over at the next link of the app, which then loads fully instead of being routed', () => {
    const next = link('/search/moskva?search=велосипед');
    click(next);
    expect(routed).toEqual([false]);
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(assign).not.toHaveBeenCalled();

    container.dispatchEvent(new Event('controllerchange'));
    expect(assign).toHaveBeenCalledExactlyOnceWith(next.href);
    // Once is enough: the page is going.
    vi.advanceTimersByTime(3_000);
    click(link('/cart'));
    expect(assign).toHaveBeenCalledOnce();
  });

  it('loads the page anyway when the new version does not take over in time', () => {
    click(link('/cart'));
    vi.advanceTimersByTime(2_999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}/cart`);
  });

  it('lets the app route a click that is not a navigation of this tab', () => {
    click(link('/cart'), { ctrlKey: true });
    click(link('/cart', { target: '_blank' }));
    click(link('https://other.example/'));
    click(link('/files/report.pdf', { download: '' }));
    click(link('#reviews'));
    expect(routed).toEqual([true, true, true, true, true]);
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('takes over when the person goes back, at the address gone back to', () => {
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(assign).toHaveBeenCalledExactlyOnceWith(window.location.href);
  });
});
