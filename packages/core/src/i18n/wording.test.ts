import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Wordings reviewers found wrong in one language, each checked where it is used (glossaries in docs/i18n-glossary). */
const folder = join(import.meta.dirname, 'locales');
type Tree = { [key: string]: string | Tree };
const read = (language: string, namespace: string): Tree => JSON.parse(readFileSync(join(folder, language, `${namespace}.json`), 'utf8')) as Tree;
const at = (tree: Tree, path: string): string => path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

describe('wording', () => {
  it('calls a deposit or withdrawal a transaction or reference, not a purchase order', () => {
    const purchaseOrder: Record<string, RegExp> = { fr: /Ordre/, ja: /注文/, ko: /주문/, fa: /سفارش/, id: /Pesanan/, es: /Orden/ };
    for (const [language, word] of Object.entries(purchaseOrder)) {
      const member = read(language, 'member');
      for (const key of ['deposit.report.order', 'withdraw.report.order']) {
        expect(at(member, key), `${language} ${key}`).not.toMatch(word);
        expect(at(member, key), `${language} ${key}`).toContain('{{orderId}}');
      }
    }
  });

  it('words the legal-age line without a grammatical gender in French and Russian', () => {
    const masculine: Record<string, RegExp> = { fr: /\bmajeur\b/, ru: /совершеннолетний/ };
    for (const [language, word] of Object.entries(masculine)) {
      expect(at(read(language, 'member'), 'login.agreement'), language).not.toMatch(word);
      expect(
        texts(read(language, 'common')).filter((text) => word.test(text)),
        language,
      ).toEqual([]);
    }
  });

  it('calls turnover turnover in Burmese, not stake', () => {
    for (const namespace of ['member', 'agent']) {
      const english = read('en', namespace);
      const burmese = read('my', namespace);
      const paths = (tree: Tree, prefix = ''): string[] =>
        Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : paths(value, `${prefix}${key}.`)));
      const turnover = paths(english).filter((path) => /turnover/i.test(at(english, path)));
      expect(turnover.length, namespace).toBeGreaterThan(0);
      for (const path of turnover) expect(at(burmese, path), path).toContain('လည်ပတ်ငွေ');
    }
  });

  it('calls a transfer pemindahan in Malay, never pindahan (a relocation)', () => {
    for (const namespace of ['common', 'member', 'agent'])
      expect(
        texts(read('ms', namespace)).filter((text) => /\bpindahan\b/i.test(text)),
        namespace,
      ).toEqual([]);
  });

  it('titles the withdrawal form in Urdu (Latin script), not in English', () => {
    expect(at(read('ur-Latn', 'member'), 'withdraw.form')).not.toMatch(/Withdrawal/i);
  });
});
