import { ApiClientError } from '@whitelabel/api';
import { editableProfileFields, validateProfileField, type ProfileField } from '@whitelabel/core';
import {
  noIssues,
  useFormIssues,
  useHeadIconPresets,
  useMemberInfo,
  useRegistrationSettings,
  useSetHeadIcon,
  useUpdateMemberInfo,
  type Issues,
} from '@whitelabel/core/hooks';
import { buttonClass, HeadIconPicker, Popup, Skeleton, TextField } from '@whitelabel/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import * as styles from '../member/member.css.js';
import { DateTime, ErrorNotice, errorKey, ListSkeleton, MemberOnly } from '../member/parts.js';
import * as local from './security.css.js';

/** The catalogue codes that name one profile field's format. */
const fieldOfCode: Partial<Record<string, ProfileField>> = { EMAIL_FORMAT_INVALID: 'email', REAL_NAME_FORMAT_INVALID: 'payeeName' };

/** The icon chooser has nothing to check before sending; only the server's answer is shown. */
const noCheck = (): Issues<never> => ({});

function HeadIconChooser({ current, onDone }: { current: string; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const presets = useHeadIconPresets();
  const setIcon = useSetHeadIcon();
  const [chosen, setChosen] = useState(current);
  const { formError: error, failForm } = useFormIssues(noCheck, { values: chosen });
  if (presets.isError) return <ErrorNotice error={presets.error} onRetry={() => void presets.refetch()} />;
  if (!presets.data) return <ListSkeleton rows={2} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    failForm(undefined);
    setIcon.mutate(chosen, {
      onSuccess: () => {
        toast.success('profile.iconSaved');
        onDone();
      },
      onError: (failure) => failForm({ key: errorKey(failure) }),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('profile.changeIcon')}>
      <HeadIconPicker
        legend={t('profile.chooseIcon')}
        options={presets.data.map((icon) => ({ id: icon.headIcon, url: icon.url, label: t('profile.iconOption', { n: icon.headIcon }) }))}
        value={chosen}
        onChange={setChosen}
        disabled={setIcon.isPending}
      />
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClass({ block: true })} disabled={setIcon.isPending} aria-busy={setIcon.isPending || undefined}>
        {t('profile.useIcon')}
      </button>
    </form>
  );
}

/** Edits the fields the registration settings allow; only changed fields are sent; everything typed stays on an error. */
function ProfileForm({ fields, initial, onDone }: { fields: readonly ProfileField[]; initial: Record<ProfileField, string>; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { registration } = useRegistrationSettings();
  const update = useUpdateMemberInfo();
  const [values, setValues] = useState(initial);
  const { errors, formError, check, fail, failForm } = useFormIssues(
    (checked: Record<ProfileField, string>) => {
      const issues: Issues<ProfileField> = {};
      for (const field of fields.filter((name) => checked[name].trim() !== initial[name])) {
        const issue = validateProfileField(field, checked[field], registration?.rules[field]);
        if (issue) issues[field] = issue;
      }
      return issues;
    },
    { values },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    failForm(undefined);
    const changed = fields.filter((field) => values[field].trim() !== initial[field]);
    if (!noIssues(check(values))) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (changed.length === 0) {
      onDone();
      return;
    }
    update.mutate(Object.fromEntries(changed.map((field) => [field, values[field].trim()])), {
      onSuccess: () => {
        toast.success('profile.saved');
        onDone();
      },
      onError: (error) => {
        const code = error instanceof ApiClientError ? error.code : undefined;
        const detailField = error instanceof ApiClientError ? error.details?.find((detail) => fields.includes(detail.field as ProfileField))?.field : undefined;
        const field = (code && fieldOfCode[code]) ?? (code === 'VALIDATION_FAILED' ? (detailField as ProfileField | undefined) : undefined);
        if (field) fail(field, { key: errorKey(error) });
        else if (code === 'NO_PERMISSION') failForm({ key: 'profile.errors.notEditable' });
        else failForm({ key: errorKey(error) });
      },
    });
  };
  const field = (name: ProfileField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const rule = (name: ProfileField) => registration?.rules[name];
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t('profile.editTitle')}>
      {fields.includes('nickname') && (
        <TextField
          label={t('profile.nickname')}
          value={values.nickname}
          onChange={field('nickname')}
          maxLength={rule('nickname')?.maxLength ?? 64}
          autoComplete="nickname"
          required={rule('nickname')?.required ?? false}
          error={errors.nickname}
        />
      )}
      {fields.includes('email') && (
        <TextField
          label={t('profile.email')}
          type="email"
          value={values.email}
          onChange={field('email')}
          maxLength={rule('email')?.maxLength ?? 254}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required={rule('email')?.required ?? false}
          error={errors.email}
        />
      )}
      {fields.includes('payeeName') && (
        <TextField
          label={t('profile.payeeName')}
          value={values.payeeName}
          onChange={field('payeeName')}
          maxLength={rule('payeeName')?.maxLength ?? 64}
          autoComplete="name"
          required={rule('payeeName')?.required ?? false}
          error={errors.payeeName}
          hint={t('profile.payeeNameHint')}
        />
      )}
      {formError && (
        <p className={styles.fieldError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={buttonClass({ block: true })} disabled={update.isPending} aria-busy={update.isPending || undefined}>
        {t('profile.save')}
      </button>
    </form>
  );
}

function Profile() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const info = useMemberInfo();
  const { registration, error: settingsError } = useRegistrationSettings();
  const editing = params.get('edit');
  const open = (which: 'details' | 'icon') => setParams({ edit: which });
  const close = () => setParams({}, { replace: true });
  if (info.isError) return <ErrorNotice error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton shape="rect" height="240px" />;
  const member = info.data;
  const editable = registration ? editableProfileFields(registration.rules, member) : [];
  const shown = (value: string | null) => value || t('profile.notSet');
  const rows: { id: string; term: string; value: string; dir?: 'ltr' | 'auto'; note?: string }[] = [
    { id: 'account', term: t('profile.account'), value: member.account, dir: 'ltr' },
    { id: 'nickname', term: t('profile.nickname'), value: shown(member.nickname), dir: 'auto' },
    { id: 'email', term: t('profile.email'), value: shown(member.email), dir: 'ltr' },
    {
      id: 'payeeName',
      term: t('profile.payeeName'),
      value: shown(member.payeeName),
      dir: 'auto',
      ...(member.payeeName ? { note: t('profile.payeeNameLocked') } : {}),
    },
    { id: 'mobile', term: t('profile.mobile'), value: shown(member.mobileNum), dir: 'ltr' },
    { id: 'vip', term: t('profile.vipLevel'), value: t('vip.level', { level: member.vipLevel }) },
  ];
  return (
    <>
      <section className={styles.card} aria-labelledby="profile-name">
        <div className={local.profileHeader}>
          <img className={styles.avatar} src={member.headIcon.url} alt={t('profile.headIcon')} width={56} height={56} />
          <div className={styles.stack}>
            <h2 id="profile-name" className={styles.name} dir="auto">
              {member.nickname || member.account}
            </h2>
            <p className={styles.muted}>
              {t('profile.registeredAt')} <DateTime value={member.registeredAt} />
            </p>
          </div>
        </div>
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => open('icon')}>
          {t('profile.changeIcon')}
        </button>
      </section>
      <section className={styles.card} aria-labelledby="profile-details">
        <h2 id="profile-details" className={styles.sectionTitle}>
          {t('profile.details')}
        </h2>
        <dl className={local.definitions}>
          {rows.map((row) => (
            <div key={row.id} className={local.definitionRow}>
              <dt className={local.definitionTerm}>{row.term}</dt>
              <dd className={local.definitionValue} dir={row.dir}>
                {row.value}
              </dd>
              {row.note && <dd className={styles.muted}>{row.note}</dd>}
            </div>
          ))}
        </dl>
        {settingsError ? <ErrorNotice error={settingsError} /> : null}
        {editable.length > 0 && (
          <button type="button" className={buttonClass({ block: true })} onClick={() => open('details')}>
            {t('profile.editTitle')}
          </button>
        )}
      </section>
      <Popup
        open={editing === 'icon'}
        onClose={close}
        label={t('profile.changeIcon')}
        title={t('profile.changeIcon')}
        closeLabel={t('security.close')}
        placement="bottom"
      >
        {editing === 'icon' && <HeadIconChooser current={member.headIcon.headIcon} onDone={close} />}
      </Popup>
      <Popup
        open={editing === 'details' && editable.length > 0}
        onClose={close}
        label={t('profile.editTitle')}
        title={t('profile.editTitle')}
        closeLabel={t('security.close')}
        placement="bottom"
      >
        {editing === 'details' && (
          <ProfileForm
            fields={editable}
            initial={{ nickname: member.nickname ?? '', email: member.email ?? '', payeeName: member.payeeName ?? '' }}
            onDone={close}
          />
        )}
      </Popup>
    </>
  );
}

/** Profile (/m/member/profile): the member info, its editable fields as the registration settings allow, and the head icon from the preset set. */
export default function ProfileScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('profile.title')}>
      <MemberOnly>
        <Profile />
      </MemberOnly>
    </Page>
  );
}
