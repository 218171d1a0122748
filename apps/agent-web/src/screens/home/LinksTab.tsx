import type { Schema } from '@whitelabel/api';
import type { ValidationIssue } from '@whitelabel/core';
import {
  linkRebates,
  useAffiliateUrls,
  useCreateAffiliateUrl,
  useDeleteAffiliateUrl,
  useRebateSettings,
  type LinkRebateErrors,
  type LinkRebateInput,
} from '@whitelabel/core/hooks';
import { buttonClass, Popup, TextField } from '@whitelabel/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/format.js';
import { Loaded, useErrorIssue } from '../../app/states.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from '../../app/ui.css.js';
import { copyText } from './copy.js';

type AffiliateUrl = Schema<'AffiliateUrl'>;

/** Affiliate (invitation) links: view, create (for members or agents), copy, delete. */
export default function LinksTab() {
  const { t } = useTranslation();
  const urls = useAffiliateUrls();
  const [deleting, setDeleting] = useState<AffiliateUrl | null>(null);
  return (
    <>
      <CreateSection />
      <section className={styles.card} aria-labelledby="links-heading">
        <h3 id="links-heading" className={styles.subheading}>
          {t('agent.links.list')}
        </h3>
        <Loaded result={urls} isEmpty={(loaded) => loaded.length === 0} empty={t('agent.links.empty')}>
          {(loaded) => (
            <ul className={styles.list} aria-label={t('agent.links.list')}>
              {loaded.map((link) => (
                <LinkItem key={link.id} link={link} onDelete={() => setDeleting(link)} />
              ))}
            </ul>
          )}
        </Loaded>
      </section>
      <DeletePopup link={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function CreateSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const errorIssue = useErrorIssue({ ALREADY_APPLIED: 'agent.links.limit' });
  const create = useCreateAffiliateUrl();
  const rebate = useRebateSettings();
  const [memberType, setMemberType] = useState<0 | 1>(0);
  const [rates, setRates] = useState<LinkRebateInput>({});
  const [rateErrors, setRateErrors] = useState<LinkRebateErrors>({});
  const [error, setError] = useState<ValidationIssue>();
  const settings = (rebate.data ?? []).filter((setting) => setting.vassalage === null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const check = linkRebates(rates, settings);
    setRateErrors(check.errors);
    if (Object.keys(check.errors).length > 0) return;
    create.mutate(
      { memberType, ...(check.rebates.length ? { rebates: check.rebates } : {}) },
      {
        onSuccess: (link) => {
          toast.success('agent.links.created', { values: { code: link.code } });
          setRates({});
        },
        onError: (failure) => setError(errorIssue(failure)),
      },
    );
  };
  return (
    <section className={styles.card} aria-labelledby="links-create-heading">
      <h3 id="links-create-heading" className={styles.subheading}>
        {t('agent.links.create')}
      </h3>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <span>{t('agent.links.memberType')}</span>
          <select className={styles.select} value={memberType} onChange={(event) => setMemberType(Number(event.target.value) as 0 | 1)}>
            <option value={0}>{t('agent.links.forMember')}</option>
            <option value={1}>{t('agent.links.forAgent')}</option>
          </select>
        </label>
        {settings.length > 0 ? (
          <details className={styles.disclosure}>
            <summary>{t('agent.links.rebates')}</summary>
            <p className={styles.muted}>{t('agent.links.rebatesHint')}</p>
            {settings.map((setting) => (
              <TextField
                key={setting.gameType}
                label={t('agent.links.rateFor', { type: t(`agent.gameTypes.${setting.gameType}`), max: format.percent(setting.maxRate) })}
                inputMode="decimal"
                value={rates[setting.gameType] ?? ''}
                onChange={(value) => setRates((current) => ({ ...current, [setting.gameType]: value }))}
                error={rateErrors[setting.gameType] ? t(rateErrors[setting.gameType]!, { max: format.percent(setting.maxRate) }) : undefined}
              />
            ))}
          </details>
        ) : null}
        <button type="submit" className={buttonClass()} disabled={create.isPending}>
          {t('agent.links.createSubmit')}
        </button>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {t(error.key)}
        </p>
      ) : null}
    </section>
  );
}

function LinkItem({ link, onDelete }: { link: AffiliateUrl; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const copy = async () => {
    if (await copyText(link.url)) toast.success('agent.links.copied', { duration: toast.durations.copied });
    else toast.error('agent.links.copyFailed');
  };
  return (
    <li className={styles.item}>
      <div className={styles.spread}>
        <h4 className={styles.subheading}>{link.code}</h4>
        <span className={styles.badge.neutral}>{t(link.memberType === 0 ? 'agent.links.forMember' : 'agent.links.forAgent')}</span>
      </div>
      <p className={styles.url} dir="ltr">
        {link.url}
      </p>
      <dl className={styles.details}>
        <dt>{t('agent.links.registrations')}</dt>
        <dd>{link.registrations}</dd>
        <dt>{t('agent.links.createdAt')}</dt>
        <dd>{format.date(link.createdAt)}</dd>
      </dl>
      <div className={styles.row}>
        <button type="button" className={buttonClass()} onClick={() => void copy()} aria-label={t('agent.links.copyCode', { code: link.code })}>
          {t('agent.links.copy')}
        </button>
        <button type="button" className={buttonClass({ variant: 'danger' })} onClick={onDelete} aria-label={t('agent.links.deleteCode', { code: link.code })}>
          {t('agent.links.delete')}
        </button>
      </div>
    </li>
  );
}

function DeletePopup({ link, onClose }: { link: AffiliateUrl | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorIssue = useErrorIssue();
  const remove = useDeleteAffiliateUrl();
  const [error, setError] = useState<ValidationIssue>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    if (!link) return;
    remove.mutate(link.id, {
      onSuccess: () => {
        toast.success('agent.links.deleted', { values: { code: link.code } });
        close();
      },
      onError: (failure) => setError(errorIssue(failure)),
    });
  };
  return (
    <Popup
      open={link !== null}
      onClose={close}
      label={t('agent.links.delete')}
      title={t('agent.links.deleteTitle')}
      closeLabel={t('agent.close')}
      footer={
        <div className={styles.row}>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={close}>
            {t('session.cancel')}
          </button>
          <button type="button" className={buttonClass({ variant: 'danger' })} onClick={confirm} disabled={remove.isPending}>
            {t('agent.links.deleteConfirm')}
          </button>
        </div>
      }
    >
      <p>{t('agent.links.deleteText', { code: link?.code ?? '' })}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {t(error.key)}
        </p>
      ) : null}
    </Popup>
  );
}
