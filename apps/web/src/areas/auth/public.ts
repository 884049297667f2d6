/**
 * What other areas may use of the auth area (docs/architecture.md, "Boundaries"): the new-password
 * checks and strength meter, so changing a password in settings judges it as sign-up does.
 */
export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export { confirmationProblem, newPasswordProblem } from './validation';
