import { scryptPasswordHashing, type PasswordHashing } from '../features/accounts';

/**
 * The product's scrypt hashing, remembering its answers for the rest of the worker's files.
 * Integration tests sign up nearly two thousand members, most with the same password, and each
 * sign-up hashes once and verifies once: about 0.14 s of CPU each time, close to half of the
 * integration run. Remembered, a password is hashed once (members who share a password share
 * its salted hash, which only a test can afford) and a hash is checked once per password tried.
 * Hashes stay real scrypt hashes in better-auth's format, so the demo accounts' hashes and any
 * hash a test writes itself are checked as the product checks them.
 */
const hashes = new Map<string, Promise<string>>();
const verdicts = new Map<string, Promise<boolean>>();

function remembered<T>(answers: Map<string, Promise<T>>, key: string, compute: () => Promise<T>) {
  let answer = answers.get(key);
  if (!answer) {
    answer = compute();
    answers.set(key, answer);
    // A failure is not remembered: the next call computes again.
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

export const rememberedPasswordHashing: PasswordHashing = {
  hash: (password) => remembered(hashes, password, () => scryptPasswordHashing.hash(password)),
  verify: (input) =>
    remembered(verdicts, `${input.hash}\n${input.password}`, () =>
      scryptPasswordHashing.verify(input),
    ),
};
