import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

// Opaque bearer tokens: the client holds 40 random bytes, the database only
// their SHA-256.

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(db: Database, userId: number, now: Date, client: { ip: string; userAgent?: string }): Promise<string> {
  const token = randomBytes(40).toString('base64url');
  await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      last_used_at: now,
      ip_address: client.ip.slice(0, 45),
      user_agent: client.userAgent?.slice(0, 255) ?? null,
    })
    .execute();
  return token;
}

export async function revokeUserTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}
