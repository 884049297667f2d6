import { describe, expect, it } from 'vitest';
import { isTag, keyOfTag, readHashtag, tagsOfTokens, type TokenLike } from './hashtags';
import { noteQuery } from './index';

const read = (src: string, pos = 0) => readHashtag(src, pos)?.tag ?? null;

describe('reading a #tag', () => {
  it('reads letters and digits of any script, _, - and / for nesting', () => {
    expect(read('#family')).toBe('family');
    expect(read('#Åsa_2026')).toBe('Åsa_2026');
    expect(read('#projekt/kök')).toBe('projekt/kök');
    expect(read('#to-do')).toBe('to-do');
    expect(read('#日本語')).toBe('日本語');
  });

  it('ends on a letter, digit or _: trailing punctuation, - and / are left out', () => {
    expect(read('#done.')).toBe('done');
    expect(read('#done, then')).toBe('done');
    expect(read('#to- ')).toBe('to');
    expect(read('#a/')).toBe('a');
    expect(read('#a//b')).toBe('a');
  });

  it('is no tag as a heading, a bare number, an address fragment or mid-word', () => {
    expect(read('# Heading')).toBeNull();
    expect(read('#1')).toBeNull();
    expect(read('#2026')).toBeNull();
    expect(read('#-x')).toBeNull();
    expect(read('#/x')).toBeNull();
    expect(read('https://x.se/#frag', 13)).toBeNull();
    expect(read('page#frag', 4)).toBeNull();
    expect(read('&#35;', 1)).toBeNull();
    expect(read('a#b', 1)).toBeNull();
  });

  it('follows a space, an opening bracket or quote, and emphasis marks', () => {
    expect(read('see #a', 4)).toBe('a');
    expect(read('(#a)', 1)).toBe('a');
    expect(read('**#a**', 2)).toBe('a');
    expect(read('"#a"', 1)).toBe('a');
  });

  it('takes at most 50 characters: a longer word is no tag at all', () => {
    expect(read(`#${'x'.repeat(50)}`)).toBe('x'.repeat(50));
    expect(read(`#${'x'.repeat(51)}`)).toBeNull();
    expect(read(`#${'å'.repeat(50)}`)).toBe('å'.repeat(50));
  });

  it('matches ignoring case and composition', () => {
    expect(keyOfTag('Family')).toBe(keyOfTag('FAMILY'));
    expect(keyOfTag('Åsa')).toBe(keyOfTag('A\u030asa'));
    expect(isTag('family/kids')).toBe(true);
    expect(isTag('two words')).toBe(false);
    expect(isTag('1')).toBe(false);
  });
});

describe('the tags of parsed text', () => {
  const tag = (content: string): TokenLike => ({ type: 'hashtag', content, children: null });
  const inline = (...children: TokenLike[]): TokenLike => ({ type: 'inline', content: '', children });

  it('are distinct by key, shown as first written, each nested tag after its parents', () => {
    const tags = tagsOfTokens([inline(tag('Family'), tag('family')), inline(tag('home/Kitchen'))]);
    expect(tags.map((t) => t.tag)).toEqual(['Family', 'home', 'home/Kitchen']);
  });

  it('are at most 50 a note', () => {
    const many = Array.from({ length: 80 }, (_, i) => tag(`t${i}`));
    const tags = tagsOfTokens([inline(...many)]);
    expect(tags).toHaveLength(50);
    expect(tags[49]!.tag).toBe('t49');
  });
});

describe('the tag filter of GET /note', () => {
  it('takes a tag with or without # as its key, and refuses what is no tag', () => {
    expect(noteQuery.parse({ tag: '#Family' }).tag).toBe('family');
    expect(noteQuery.parse({ tag: 'home/kök' }).tag).toBe('home/kök');
    for (const bad of ['', '#', '12', 'two words', 'x'.repeat(51)]) {
      expect(noteQuery.safeParse({ tag: bad }).success, bad).toBe(false);
    }
  });
});
