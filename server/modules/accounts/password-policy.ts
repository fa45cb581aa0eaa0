/** The strength rule of every new password (decision 094), after the form rules have passed. */
import { passwordStrengthProblem } from '../../../contract/validation/password-strength.js';
import { validationError } from '../../http/errors.js';

/** Throws VALIDATION with the reason under `field` when `password` is too easy to guess. */
export async function requireStrongPassword(password: string, field: string, userInputs: string[]): Promise<void> {
  const problem = await passwordStrengthProblem(password, userInputs);
  if (problem) throw validationError({ [field]: problem });
}
