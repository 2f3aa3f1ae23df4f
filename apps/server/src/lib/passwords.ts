import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum cost. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);
export const verifyPassword = (hashed: string, password: string) => verify(hashed, password);

/** A random password that satisfies the SPEC §5 rule (12 characters, four classes). */
export function generatePassword(): string {
  const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*'];
  const all = classes.join('');
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (b, i) => {
    const pool = i < classes.length ? (classes[i] as string) : all;
    return pool[b % pool.length] as string;
  });
  return chars.join('');
}
