import { describe, expect, it } from 'vitest';
import { sectionHeading, sectionNameOf } from './steps';

describe('section headings among recipe steps', () => {
  it('writes a section name as a heading line that reads back as that name', () => {
    expect(sectionHeading('For the sponge')).toBe('For the sponge:');
    expect(sectionHeading(' Filling: ')).toBe('Filling:');
    expect(sectionNameOf(sectionHeading('For the icing'))).toBe('For the icing');
    expect(sectionNameOf(sectionHeading('A very long section name '.repeat(10)))).not.toBeNull();
  });

  it('takes a step for a step: no colon at the end, a long line, or a colon alone', () => {
    expect(sectionNameOf('Beat the butter with the sugar.')).toBeNull();
    expect(sectionNameOf(`${'Whisk '.repeat(30)}:`)).toBeNull();
    expect(sectionNameOf(':')).toBeNull();
    expect(sectionNameOf('Add: salt, pepper')).toBeNull();
  });
});
