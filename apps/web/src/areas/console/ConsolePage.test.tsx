import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/providers.test-kit';
import { HISTORY_KEY } from './history';
import ConsolePage from './ConsolePage';

const renderConsole = (path: string) => renderRoutes([{ path: '/cli/:command?', element: <ConsolePage /> }], path);

describe('ConsolePage', () => {
  it('runs the command in the address on load, signed out too', async () => {
    renderConsole('/cli/tm%20out');
    expect(await screen.findByText('Not logged in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to use every command.' })).toHaveAttribute('href', '/login');
  });

  it('runs typed lines, keeps them on this device and walks back through them', async () => {
    renderConsole('/cli');
    const prompt = screen.getByRole('textbox', { name: 'Command' });
    await userEvent.type(prompt, 'dance{Enter}');
    expect(await screen.findByText('No matching command found')).toBeInTheDocument();
    await userEvent.type(prompt, 'hel{Tab}');
    expect(prompt).toHaveValue('help ');
    await userEvent.type(prompt, '{Enter}');
    expect(await screen.findByText('clear — empty the console')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual(['dance', 'help']);

    await userEvent.type(prompt, 'go{ArrowUp}');
    expect(prompt).toHaveValue('help');
    await userEvent.type(prompt, '{ArrowUp}{ArrowUp}');
    expect(prompt).toHaveValue('dance');
    await userEvent.type(prompt, '{ArrowDown}{ArrowDown}');
    expect(prompt).toHaveValue('go');

    await userEvent.clear(prompt);
    await userEvent.type(prompt, 'clear{Enter}');
    expect(screen.queryByText('No matching command found')).not.toBeInTheDocument();
  });
});
