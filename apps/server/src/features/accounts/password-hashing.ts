import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * How member passwords are hashed and checked. The product's is better-auth's scrypt (N 16384,
 * r 16, p 1; `salt:key` in hex), which every sign-up, sign-in, reset and change goes through.
 */
export type PasswordHashing = {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
};

export const scryptPasswordHashing: PasswordHashing = {
  hash: hashPassword,
  verify: verifyPassword,
};
