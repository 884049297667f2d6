import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  quickStepOf,
  addQuantities,
  compatibleUnits,
  convertAmount,
  formatAmount,
  formatQuantityLine,
  nameKeyOf,
  normaliseUnit,
  parseAmount,
  parseQuantityLine,
  scaleQuantity,
} from './quantities';

describe('reading a line', () => {
  it.each([
    ['2 l milk', 2, 'l', 'milk'],
    ['milk 2 l', 2, 'l', 'milk'],
    ['½ dl cream', 0.5, 'dl', 'cream'],
    ['1 1/2 cups flour', 1.5, 'cup', 'flour'],
    ['flour 1 1/2 cups', 1.5, 'cup', 'flour'],
    ['3 eggs', 3, null, 'eggs'],
    ['eggs 3', 3, null, 'eggs'],
    ['salt', null, null, 'salt'],
    ['sea salt', null, null, 'sea salt'],
    ['500g butter', 500, 'g', 'butter'],
    ['butter 500g', 500, 'g', 'butter'],
    ['1,5 dl grädde', 1.5, 'dl', 'grädde'],
    ['1½ Liters oat milk', 1.5, 'l', 'oat milk'],
    ['2 cups of rice', 2, 'cup', 'rice'],
    ['  2   kg   potatoes  ', 2, 'kg', 'potatoes'],
  ])('%s', (text, quantity, unit, name) => {
    expect(parseQuantityLine(text)).toEqual({ quantity, unit, name });
  });

  it('keeps a line with only an amount as an amount without a name', () => {
    expect(parseQuantityLine('2 l')).toEqual({ quantity: 2, unit: 'l', name: '' });
  });

  it('reads amounts as people write them', () => {
    expect(parseAmount('3/4')).toBe(0.75);
    expect(parseAmount('2½')).toBe(2.5);
    expect(parseAmount('1/0')).toBeNull();
    expect(parseAmount('two')).toBeNull();
    expect(parseAmount('99999999')).toBeNull();
  });

  it('reads back every line it writes', () => {
    const name = fc.constantFrom('milk', 'oat milk', 'eggs', 'crushed tomatoes', 'salt');
    const unit = fc.constantFrom(null, 'l', 'dl', 'g', 'kg', 'cup', 'pcs');
    const quantity = fc.integer({ min: 1, max: 50_000 }).map((thousandths) => thousandths / 1000);
    fc.assert(
      fc.property(name, unit, quantity, (n, u, q) => {
        const read = parseQuantityLine(formatQuantityLine({ quantity: q, unit: u, name: n }));
        expect(read.name).toBe(n);
        expect(read.unit).toBe(u);
        // Written with at most two decimals or a glyph: within a hundredth of what it was.
        expect(Math.abs(read.quantity! - q)).toBeLessThan(0.006);
      }),
    );
  });
});

describe('writing amounts', () => {
  it.each([
    [2, '2'],
    [0.5, '½'],
    [1 / 3, '⅓'],
    [4 / 3, '1 ⅓'],
    [2.75, '2 ¾'],
    [1.333, '1 ⅓'],
    [0.1, '0.1'],
    [22.5, '22.5'],
    [0.9999, '1'],
  ])('%s as %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it('writes a decimal comma for Swedish', () => {
    expect(formatAmount(1.2, { decimalSeparator: ',' })).toBe('1,2');
  });

  it('writes a line as it reads', () => {
    expect(formatQuantityLine({ quantity: 1.5, unit: 'dl', name: 'cream' })).toBe('1 ½ dl cream');
    expect(formatQuantityLine({ quantity: null, unit: null, name: 'salt' })).toBe('salt');
  });
});

describe('units', () => {
  it('normalise to one short form', () => {
    expect(normaliseUnit('Liters')).toBe('l');
    expect(normaliseUnit(' bags ')).toBe('bags');
    expect(normaliseUnit('')).toBeNull();
    expect(normaliseUnit(null)).toBeNull();
    expect(nameKeyOf('  Oat   Milk ')).toBe('oat milk');
  });

  it('convert only within metric volume or mass', () => {
    expect(compatibleUnits('l', 'dl')).toBe(true);
    expect(compatibleUnits('kg', 'g')).toBe(true);
    expect(compatibleUnits('l', 'kg')).toBe(false);
    expect(compatibleUnits('cup', 'dl')).toBe(false);
    expect(compatibleUnits(null, null)).toBe(true);
    expect(compatibleUnits(null, 'l')).toBe(false);
    expect(convertAmount(5, 'dl', 'l')).toBe(0.5);
    expect(convertAmount(1, 'kg', 'hg')).toBe(10);
    expect(convertAmount(1, 'cup', 'dl')).toBeNull();
  });
});

describe('adding quantities', () => {
  it('adds in the unit of what is held', () => {
    expect(addQuantities({ quantity: 1, unit: 'l' }, { quantity: 5, unit: 'dl' })).toEqual({
      quantity: 1.5,
      unit: 'l',
    });
    expect(addQuantities({ quantity: 200, unit: 'g' }, { quantity: 1, unit: 'kg' })).toEqual({
      quantity: 1200,
      unit: 'g',
    });
    expect(addQuantities({ quantity: 2, unit: null }, { quantity: null, unit: null })).toEqual({
      quantity: 3,
      unit: null,
    });
    expect(addQuantities({ quantity: 2, unit: 'l' }, { quantity: 1, unit: 'kg' })).toBeNull();
  });

  const thousandths = fc.integer({ min: 0, max: 10_000_000 }).map((whole) => whole / 1000);
  const metric = fc.constantFrom('ml', 'cl', 'dl', 'l');

  it('adds the same unit exactly, in any order', () => {
    fc.assert(
      fc.property(thousandths, thousandths, thousandths, (a, b, c) => {
        const ab = addQuantities({ quantity: a, unit: 'g' }, { quantity: b, unit: 'g' })!;
        const ba = addQuantities({ quantity: b, unit: 'g' }, { quantity: a, unit: 'g' })!;
        expect(ab).toEqual(ba);
        const left = addQuantities(ab, { quantity: c, unit: 'g' })!;
        const right = addQuantities(
          { quantity: a, unit: 'g' },
          addQuantities({ quantity: b, unit: 'g' }, { quantity: c, unit: 'g' })!,
        )!;
        expect(left.quantity).toBe(right.quantity);
        expect(left.quantity).toBe(Math.round((a + b + c) * 1000) / 1000);
      }),
    );
  });

  it('keeps the total volume whichever unit it is written in', () => {
    const wholeMl = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(wholeMl, wholeMl, metric, metric, (a, b, heldUnit, addedUnit) => {
        const held = { quantity: convertAmount(a, 'ml', heldUnit)!, unit: heldUnit };
        const added = { quantity: convertAmount(b, 'ml', addedUnit)!, unit: addedUnit };
        const sum = addQuantities(held, added)!;
        expect(sum.unit).toBe(heldUnit);
        expect(convertAmount(sum.quantity!, heldUnit, 'ml')).toBeCloseTo(a + b, 6);
      }),
    );
  });

  it('converts there and back without loss between metric units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), metric, (ml, unit) => {
        expect(convertAmount(convertAmount(ml, 'ml', unit)!, unit, 'ml')).toBe(ml);
      }),
    );
  });

  it('scales an amount and leaves no amount alone', () => {
    expect(scaleQuantity({ quantity: 1.5, unit: 'dl' }, 2 / 3)).toEqual({ quantity: 1, unit: 'dl' });
    expect(scaleQuantity({ quantity: null, unit: null }, 2)).toEqual({ quantity: null, unit: null });
  });
});

describe('the quick − and + step', () => {
  it('takes a portion of what is weighed or poured, in the item’s own unit, and one of anything else', () => {
    expect(quickStepOf('g')).toBe(100);
    expect(quickStepOf('hg')).toBe(1);
    expect(quickStepOf('kg')).toBe(0.1);
    expect(quickStepOf('ml')).toBe(100);
    expect(quickStepOf('cl')).toBe(10);
    expect(quickStepOf('dl')).toBe(1);
    expect(quickStepOf('Liters')).toBe(0.1);
    for (const unit of ['', null, 'pcs', 'can', 'tbsp', 'bags']) expect(quickStepOf(unit)).toBe(1);
  });
});
