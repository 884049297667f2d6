import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel';

afterEach(endTestSession);

const setup = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Ordna:ada', qrCodeDataUrl: 'data:,' };

describe('two-factor set-up', () => {
  it('a wrong code, then "Turn on" with the boxes empty, shows one error, not two', async () => {
    signInForTest();
    stubServer({
      'POST /api/auth/2fa/enable': { status: 400, body: { status: false, ...authRefusals.wrongCode } },
    });
    renderWithProviders(<TwoFactorSetupPanel setup={setup} onEnabled={() => {}} onCancel={() => {}} />);
    await userEvent.click(screen.getAllByLabelText('Authentication code')[0]!);
    await userEvent.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Enter all 6 digits of the code.']);
  });
});
