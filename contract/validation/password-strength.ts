/**
 * The strength rule of new passwords (decision 094), the same on the server and the screens:
 * no control characters, and a zxcvbn-ts score of at least 3 ("safely unguessable") against its
 * common-password and English dictionaries, with the customer's own name and email counted as
 * guessable. The dictionaries are large, so they are loaded on first use only (a separate chunk
 * in the browser, never on the first route).
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

const PASSWORD_MIN_SCORE = 3;
export const CONTROL_CHARACTER_MESSAGE = 'Password must not contain control characters or line breaks';
const CONTROL = /\p{Cc}/u;

export const hasControlCharacter = (value: string) => CONTROL.test(value);

let factory: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return factory;
}

/**
 * Why `password` is refused, or undefined when it is strong enough. `userInputs` are words the
 * customer's own details give away (email, names).
 */
export async function passwordStrengthProblem(
  password: string,
  userInputs: string[] = [],
): Promise<string | undefined> {
  if (hasControlCharacter(password)) return CONTROL_CHARACTER_MESSAGE;
  const inputs = userInputs.flatMap((v) => v.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 3);
  const result = (await loadEstimator()).check(password, inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return undefined;
  const why = result.feedback.warning ?? 'It follows a pattern that is easy to guess.';
  const fix = result.feedback.suggestions[0] ?? 'Add another word or two that are less common.';
  return `This password is too easy to guess. ${why} ${fix}`;
}
