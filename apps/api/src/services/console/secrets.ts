import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: a sign-in link's token or a session's id. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a copy of the tables opens nothing. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
