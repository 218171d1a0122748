import { messages } from '../db/schema.js';
import type { Executor } from './wallet.js';

/** The messages a new member finds in the inbox (registration and the demo accounts). */
export async function sendWelcomeMessages(db: Executor, memberId: number, siteName: string): Promise<void> {
  await db.insert(messages).values([
    {
      memberId,
      channel: 'inbox',
      title: `Welcome to ${siteName}`,
      content: 'Your account is ready. Deposits, withdrawals and your rewards are in the member centre.',
    },
    {
      memberId,
      channel: 'inbox',
      title: 'Keep your account safe',
      content: 'Set a withdrawal password in the security centre and never share your password or SMS codes with anyone.',
    },
  ]);
}
