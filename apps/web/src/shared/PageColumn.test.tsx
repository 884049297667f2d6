import { describe, expect, it } from 'vitest';
import { rem } from '@mantine/core';
import { LIST_MARGIN_PX } from '@ordna/contract/kernel/constants';
import { renderWithProviders } from '../test/providers.test-kit';
import { PageColumn } from './PageHeader';

describe('PageColumn', () => {
  it("keeps a page's lists the specification's list margin (20 px) from what is around them", () => {
    const { container } = renderWithProviders(
      <PageColumn>
        <p>Search</p>
        <ul aria-label="List" />
      </PageColumn>,
    );
    const column = container.querySelector('.mantine-Stack-root') as HTMLElement;
    expect(LIST_MARGIN_PX).toBe(20);
    expect(column.style.getPropertyValue('--stack-gap')).toBe(rem(LIST_MARGIN_PX));
  });
});
