import { describe, expect, it } from 'vitest';
import { shapesMatching } from './shapeSearch';

const shapes = [
  { src: '/a.svg', name: 'Rounded square' },
  { src: '/b.svg', name: 'Square' },
  { src: '/c.svg', name: 'Speech bubble' },
];

describe('shapesMatching', () => {
  it('keeps the shapes whose name holds every word, in any case', () => {
    expect(shapesMatching(shapes, 'squ').map((shape) => shape.name)).toEqual(['Rounded square', 'Square']);
    expect(shapesMatching(shapes, 'SQUARE round').map((shape) => shape.name)).toEqual(['Rounded square']);
    expect(shapesMatching(shapes, 'star')).toEqual([]);
  });

  it('lists everything for a blank query', () => {
    expect(shapesMatching(shapes, '  ')).toHaveLength(3);
  });
});
