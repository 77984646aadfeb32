import { describe, expect, it } from 'vitest';
import { pagedAnswer, pageOfList } from '../../http/paging.ts';
import { matchScore, searchAssets, wordScore, wordsOf } from './assetSearch.ts';

const item = (name: string, ...tags: string[]) => ({ name, tags });
const star = item('Star', 'favourite', 'rating');
const starFilled = item('Star filled', 'rating');
const starburst = item('Starburst', 'explosion');
const arrowRight = item('Arrow right', 'direction', 'next', 'pointer');
const rocket = item('Rocket', 'startup', 'launch');
const catalogue = [rocket, starburst, arrowRight, starFilled, star];

describe('wordsOf', () => {
  it('splits on anything but letters and digits, in lower case', () => {
    expect(wordsOf('Arrow-right 2')).toEqual(['arrow', 'right', '2']);
    expect(wordsOf('  Café_au lait! ')).toEqual(['café', 'au', 'lait']);
    expect(wordsOf(' -- ')).toEqual([]);
  });
});

describe('wordScore', () => {
  it('ranks a name word over a name prefix over a tag over a tag prefix over inner matches', () => {
    expect(wordScore('arrow', arrowRight)).toBe(8);
    expect(wordScore('arr', arrowRight)).toBe(6);
    expect(wordScore('next', arrowRight)).toBe(5);
    expect(wordScore('point', arrowRight)).toBe(3);
    expect(wordScore('igh', arrowRight)).toBe(2);
    expect(wordScore('rectio', arrowRight)).toBe(1);
    expect(wordScore('left', arrowRight)).toBe(0);
  });

  it('reads tags that hold several words', () => {
    expect(wordScore('test', item('A b', 'split-test'))).toBe(5);
  });
});

describe('matchScore', () => {
  it('needs every query word to fit and adds the exact and leading name bonuses', () => {
    expect(matchScore(star, 'star')).toBe(8 + 20);
    expect(matchScore(starFilled, 'star')).toBe(8 + 10);
    expect(matchScore(starburst, 'star')).toBe(6);
    expect(matchScore(rocket, 'star')).toBe(3);
    expect(matchScore(arrowRight, 'arrow next')).toBe(8 + 5);
    expect(matchScore(arrowRight, 'arrow left')).toBe(0);
    expect(matchScore(arrowRight, 'ARROW RIGHT')).toBe(8 + 8 + 20);
  });
});

describe('searchAssets', () => {
  it('answers the fitting items best first, ties by shorter name, then in catalogue order', () => {
    expect(searchAssets(catalogue, 'star')).toEqual([star, starFilled, starburst, rocket]);
    expect(searchAssets(catalogue, 'rating')).toEqual([star, starFilled]);
    const [left, up] = [item('Arrow left'), item('Arrow up')];
    expect(searchAssets([item('Arrow autofit left'), left, up], 'arrow')).toEqual([left, up, expect.objectContaining({ name: 'Arrow autofit left' })]);
    expect(searchAssets(catalogue, 'zebra')).toEqual([]);
  });

  it('lists everything, in catalogue order, for a query without words', () => {
    expect(searchAssets(catalogue, undefined)).toEqual(catalogue);
    expect(searchAssets(catalogue, ' - ')).toEqual(catalogue);
  });

  it('pages the ranked list with a next link that keeps the query', () => {
    const page = (offset: number) => pagedAnswer('/api/assets/shapes/', { q: 'star' }, { limit: 3, offset }, pageOfList(searchAssets(catalogue, 'star'), { limit: 3, offset }));
    expect(page(0)).toEqual({ isError: false, message: '', count: 4, next: '/api/assets/shapes/?q=star&limit=3&offset=3', results: [star, starFilled, starburst] });
    expect(page(3)).toEqual({ isError: false, message: '', count: 4, next: null, results: [rocket] });
  });
});
