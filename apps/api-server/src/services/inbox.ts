import { messages } from '../db/schema.js';
import { en } from '../seed/texts/en.js';
import { shortTranslations } from '../seed/texts/index.js';
import type { ShortTexts } from '../seed/texts/types.js';
import type { Executor } from './wallet.js';

/** One system message: its English texts and their translations into the merchant's languages. */
function systemMessage(memberId: number, merchant: { name: string; languages: readonly string[] }, title: keyof ShortTexts, content: keyof ShortTexts) {
  const fill = (text: string) => text.replaceAll('{merchant}', merchant.name);
  const titles = shortTranslations(title, merchant.languages, fill);
  const contents = shortTranslations(content, merchant.languages, fill);
  return {
    memberId,
    channel: 'inbox' as const,
    title: fill(en.short[title]),
    content: fill(en.short[content]),
    translations: Object.fromEntries(Object.keys(titles).map((code) => [code, { title: titles[code], content: contents[code] }])),
  };
}

/** The messages a new member finds in the inbox (registration and the demo accounts), read in the reader's language. */
export async function sendWelcomeMessages(db: Executor, memberId: number, merchant: { name: string; languages: readonly string[] }): Promise<void> {
  await db
    .insert(messages)
    .values([
      systemMessage(memberId, merchant, 'inboxWelcomeTitle', 'inboxWelcomeBody'),
      systemMessage(memberId, merchant, 'inboxSafetyTitle', 'inboxSafetyBody'),
    ]);
}
