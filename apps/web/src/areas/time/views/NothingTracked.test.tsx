import { screen } from '@testing-library/react';
import { IconChartBar } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { NothingTracked } from './NothingTracked';

describe('a time view with nothing tracked', () => {
  it('says so, says what to do, and links to the time groups', () => {
    renderWithProviders(<NothingTracked icon={IconChartBar} title="Nothing here" help="Start a timer." />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByText('Start a timer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to time groups' })).toHaveAttribute('href', '/time-groups/list');
  });
});
