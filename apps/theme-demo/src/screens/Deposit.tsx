import { checkAmount, cleanAmountInput, formatMoney, normaliseAmount } from '@whitelabel/core';
import { type Issues, useFormIssues } from '@whitelabel/core/hooks';
import { Button, Header, Heading, Icon, Inline, Stack, Text, TextField } from '@whitelabel/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { demoBalance, depositMethods } from '../fixtures.js';
import type { DemoMoney, DemoSiteSettings } from '../themes.js';
import { BalanceCard } from './Balance.js';
import * as styles from './screens.css.js';

export interface DepositProps {
  locale: string;
  money: DemoMoney;
  /** The folder's deposit range and presets, and its deposit layout (dep_func). */
  site: DemoSiteSettings;
  /** The header's back control: to the member centre, as the cash centre's back on the site. */
  onBack: () => void;
}

/**
 * The deposit screen as the member site shows it: the balance, the payment methods (rows in the classic layout,
 * dep_func 0; tiles in the new one, dep_func 1), the folder's preset amounts and the amount checked against its range.
 */
export function Deposit({ locale, money, site, onBack }: DepositProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [methodId, setMethodId] = useState<string>(depositMethods[0].id);
  const [amount, setAmount] = useState('');
  const method = depositMethods.find((item) => item.id === methodId) ?? depositMethods[0];
  const format = (value: number | string) => formatMoney(String(value), locale, money.currency);
  const presets = site.deposit.presets.map(String);
  const limits = { min: String(site.deposit.min), max: String(site.deposit.max), ...(method.presetsOnly ? { fixedAmounts: presets } : {}) };
  const limitsText = t('wallet.amount.limits', { min: format(site.deposit.min), max: format(site.deposit.max) });
  const { errors, check } = useFormIssues(
    (value: string): Issues<'amount'> => {
      const problem = checkAmount(value, limits, money.currency);
      return problem ? { amount: problem } : {};
    },
    { values: amount, formatValues: (values) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, format(value)])) },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(amount);
  };
  return (
    <>
      <Header title={t('deposit.title')} backLabel={t('common.back')} onBack={onBack} />
      <main className={`${styles.stack} ${styles.inset}`}>
        <BalanceCard amount={demoBalance(site.deposit.min)} locale={locale} money={money} />
        <form className={styles.stack} onSubmit={submit} noValidate aria-label={t('deposit.title')}>
          <fieldset className={site.mobileTemplate.dep_func === 1 ? styles.methods.tiles : styles.methods.list}>
            <legend>
              <Heading level={2} size={4}>
                {t('deposit.method')}
              </Heading>
            </legend>
            {depositMethods.map((item) => (
              <label key={item.id} className={styles.method}>
                <input
                  className={styles.methodRadio}
                  type="radio"
                  name={`${ids}-method`}
                  value={item.id}
                  checked={item.id === methodId}
                  onChange={() => setMethodId(item.id)}
                />
                <Icon name={item.icon} />
                <Stack space="xxs">
                  <Text size="sm" weight="bold">
                    {t(`deposit.channels.${item.channel}`)}
                  </Text>
                  <Text size="xs" tone="muted">
                    {item.presetsOnly ? limitsText : t('deposit.manual.description')}
                  </Text>
                </Stack>
              </label>
            ))}
          </fieldset>
          {method.presetsOnly && presets.length > 0 ? (
            <div role="group" aria-label={t('deposit.presets')}>
              <Inline space="xs">
                {presets.map((preset) => (
                  <Button
                    key={preset}
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-pressed={normaliseAmount(amount) === normaliseAmount(preset)}
                    onClick={() => setAmount(preset)}
                  >
                    {format(preset)}
                  </Button>
                ))}
              </Inline>
            </div>
          ) : null}
          <TextField
            label={t('wallet.amount.label')}
            value={amount}
            onChange={(text) => setAmount(cleanAmountInput(text))}
            inputMode={money.decimals === 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            required
            error={errors.amount}
            hint={limitsText}
          />
          <Button type="submit" block>
            {t('deposit.gateway.submit')}
          </Button>
        </form>
      </main>
    </>
  );
}
