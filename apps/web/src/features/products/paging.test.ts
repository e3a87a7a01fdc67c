import { describe, expect, it } from 'vitest';
import { applyPage, emptyFeed, firstPage, mergePages, nextPageParam } from './paging.ts';
import { list, reply } from '../../test/fixtures/products.ts';

const ids = (products: { id: number }[]) => products.map((product) => product.id);

describe('nextPageParam', () => {
  it('pages through the city list first, asking for no other page while the other list has not started', () => {
    const first = reply(list([1, 2], 1, 3), list([], 0, 2, 25));
    expect(firstPage).toEqual({ in_cities_page: 1 });
    expect(nextPageParam(first, firstPage)).toEqual({ in_cities_page: 2 });
  });

  it('moves on to other cities only once the city pages are exhausted', () => {
    const lastCityPage = reply(list([5], 3, 3), list([90], 1, 2));
    expect(nextPageParam(lastCityPage, { in_cities_page: 3 })).toEqual({
      in_cities_page: 3,
      other_page: 2,
    });
  });

  it('keeps the other list where it is if the city list grew meanwhile', () => {
    const grown = reply(list([6], 3, 4), list([92], 2, 2));
    expect(nextPageParam(grown, { in_cities_page: 3, other_page: 2 })).toEqual({
      in_cities_page: 4,
      other_page: 2,
    });
  });

  it('stops when both lists are done, including empty lists', () => {
    expect(
      nextPageParam(reply(list([5], 3, 3), list([91], 2, 2)), { in_cities_page: 3, other_page: 2 }),
    ).toBeUndefined();
    expect(nextPageParam(reply(list([], 1, 0), list([], 1, 0)), firstPage)).toBeUndefined();
  });
});

describe('applyPage', () => {
  it('a first page replaces whatever was shown', () => {
    const shown = applyPage(emptyFeed, reply(list([1, 2], 1, 1), list([3], 1, 1)), true);
    const replaced = applyPage(shown, reply(list([7], 1, 1), list([], 1, 1)), true);
    expect(ids(replaced.inCities)).toEqual([7]);
    expect(replaced.other).toEqual([]);
  });

  it('later pages append, skipping ids already shown', () => {
    const first = applyPage(emptyFeed, reply(list([1, 2], 1, 2), list([], 1, 1)), true);
    const second = applyPage(first, reply(list([2, 3], 2, 2), list([], 1, 1)), false);
    expect(ids(second.inCities)).toEqual([1, 2, 3]);
  });

  it('keeps other cities hidden while city pages remain, then shows them after the city ads', () => {
    const first = applyPage(emptyFeed, reply(list([1], 1, 2), list([90, 91], 1, 2)), true);
    expect(first.other).toEqual([]);
    const second = applyPage(first, reply(list([2], 2, 2), list([90, 91], 1, 2)), false);
    expect(ids(second.inCities)).toEqual([1, 2]);
    expect(ids(second.other)).toEqual([90, 91]);
  });

  it('does not show the same ad in both lists', () => {
    const feed = applyPage(emptyFeed, reply(list([1, 2], 1, 1), list([2, 3], 1, 1)), true);
    expect(ids(feed.other)).toEqual([3]);
  });

  it('counts the ads of both lists', () => {
    const feed = applyPage(emptyFeed, reply(list([1], 1, 3, 45), list([2], 1, 9, 170)), true);
    expect(feed.total).toBe(215);
    expect(feed.estimated).toBe(false);
    expect(feed.inCitiesTotal).toEqual({ count: 45, estimated: false });
    expect(feed.cut).toBe(false);
    // The other cities' list before it starts (page 0) still counts its ads.
    expect(applyPage(emptyFeed, reply(list([1], 1, 3, 45), list([], 0, 9, 170)), true).total).toBe(215);
  });

  it('carries an estimate as one, and a list cut at its deepest page', () => {
    const broad = list([1], 1, 50, 27_000);
    const feed = applyPage(
      emptyFeed,
      reply({ ...broad, pagination: { ...broad.pagination, estimated: true } }, list([2], 1, 1)),
      true,
    );
    expect(feed.total).toBe(27_001);
    expect(feed.estimated).toBe(true);
    expect(feed.inCitiesTotal).toEqual({ count: 27_000, estimated: true });
    expect(feed.cut).toBe(true);
  });
});

describe('mergePages', () => {
  it('folds a whole infinite query: city pages, then the other list page by page', () => {
    const pages = [
      reply(list([1, 2], 1, 2), list([], 0, 2, 3)),
      reply(list([3], 2, 2), list([90, 91], 1, 2, 3)),
      reply(list([3], 2, 2), list([92], 2, 2, 3)),
    ];
    const feed = mergePages(pages);
    expect(ids(feed.inCities)).toEqual([1, 2, 3]);
    expect(ids(feed.other)).toEqual([90, 91, 92]);
  });

  it('is empty without pages', () => {
    expect(mergePages([])).toEqual(emptyFeed);
  });
});
