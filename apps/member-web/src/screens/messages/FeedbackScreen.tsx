import { feedback, validateFeedbackContent, validateFeedbackImage, type ValidationIssue } from '@whitelabel/core';
import { useSubmitFeedback, type FeedbackDraft } from '@whitelabel/core/hooks';
import { buttonClass, Icon, ImagePicker, type PickedImage } from '@whitelabel/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../app/Page.js';
import { useToast } from '@whitelabel/app-shell';
import * as form from '../content/content.css.js';
import * as styles from '../member/member.css.js';
import { errorKey, MemberOnly } from '../member/parts.js';

const maxMb = feedback.maxImageBytes / 1_048_576;

/**
 * The feedback form: type, text (5-500 characters) and up to 3 png/jpg pictures of 5 MB. The text is
 * checked on send, then as it changes (not on blur: a message appearing above Send would move the button
 * away from the tap that blurred the field). A failed send keeps everything typed and picked, with the
 * translated reason under the form.
 */
function FeedbackForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const submit = useSubmitFeedback();
  const id = useId();
  const [category, setCategory] = useState<FeedbackDraft['category']>('SUGGESTION');
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<PickedImage[]>([]);
  const [contentIssue, setContentIssue] = useState<ValidationIssue | null>(null);
  const [touched, setTouched] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  const check = (value: string) => setContentIssue(validateFeedbackContent(value));
  const onPick = (picked: PickedImage) => {
    const issue = validateFeedbackImage(picked.file, pictures.length);
    if (issue) {
      toast.error(issue.key, { values: issue.values, id: 'feedback-image' });
      return;
    }
    setPictures((current) => [...current, picked]);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const issue = validateFeedbackContent(content);
    setTouched(true);
    setContentIssue(issue);
    if (issue) {
      contentRef.current?.focus();
      return;
    }
    submit.mutate(
      { category, content, pictures: pictures.map((picked) => picked.file) },
      {
        onSuccess: () => {
          toast.success('feedback.sent');
          setContent('');
          setPictures([]);
          setTouched(false);
        },
      },
    );
  };
  const length = [...content.trim()].length;
  const describedBy = [`${id}-hint`, `${id}-count`, touched && contentIssue ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <form className={form.panel} onSubmit={onSubmit} noValidate aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className={styles.muted}>
        {t('feedback.intro')}
      </p>
      <div className={form.field}>
        <label htmlFor={`${id}-type`} className={form.label}>
          {t('feedback.type')}
        </label>
        <select id={`${id}-type`} className={styles.select} value={category} onChange={(event) => setCategory(event.target.value as FeedbackDraft['category'])}>
          {feedback.categories.map((value) => (
            <option key={value} value={value}>
              {t(`feedback.types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor={`${id}-content`} className={form.label}>
          {t('feedback.content')}
          <span className={form.requiredMark} aria-hidden="true">
            *
          </span>
        </label>
        <p id={`${id}-hint`} className={styles.muted}>
          {t('feedback.contentHint', { min: feedback.contentMinLength, max: feedback.contentMaxLength })}
        </p>
        <textarea
          ref={contentRef}
          id={`${id}-content`}
          className={form.textarea}
          value={content}
          required
          aria-required="true"
          aria-invalid={touched && contentIssue ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setContent(event.target.value);
            if (touched) check(event.target.value);
          }}
        />
        <span id={`${id}-count`} className={form.counter}>
          {t('feedback.count', { count: length, max: feedback.contentMaxLength })}
        </span>
        {touched && contentIssue ? (
          <p id={`${id}-error`} role="alert" className={styles.fieldError}>
            {t(contentIssue.key, contentIssue.values ?? {})}
          </p>
        ) : null}
      </div>
      <fieldset className={form.field} aria-describedby={`${id}-images-hint`}>
        <legend className={form.label}>{t('feedback.images')}</legend>
        <p id={`${id}-images-hint`} className={styles.muted}>
          {t('feedback.imagesHint', { max: feedback.maxImages, maxMb })}
        </p>
        {pictures.length > 0 ? (
          <ul className={form.thumbs}>
            {pictures.map((picked, index) => (
              <li key={`${picked.file.name}-${picked.file.size}-${index}`} className={form.thumb}>
                <img className={form.thumbImage} src={picked.dataUrl} alt={t('reward.imageAlt', { position: index + 1 })} />
                <button
                  type="button"
                  className={form.thumbRemove}
                  aria-label={t('reward.removeImage', { position: index + 1 })}
                  onClick={() => setPictures((current) => current.filter((_, position) => position !== index))}
                >
                  <span className={form.thumbRemoveIcon}>
                    <Icon name="close" size={16} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ImagePicker
          labels={{ pick: t('reward.addImage'), wrongType: t('feedback.imageType'), readFailed: t('reward.readFailed') }}
          onPick={onPick}
          extensions={feedback.imageExtensions}
        />
      </fieldset>
      {submit.isError ? (
        <p role="alert" className={styles.fieldError}>
          {t(errorKey(submit.error))}
        </p>
      ) : null}
      <button type="submit" className={buttonClass({ block: true })} disabled={submit.isPending} aria-busy={submit.isPending || undefined}>
        {submit.isPending ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}

/** Feedback (/m/feedback): send the operator a suggestion or complaint with pictures (`submitFeedback`). */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('feedback.title')}>
      <MemberOnly>
        <FeedbackForm />
      </MemberOnly>
    </Page>
  );
}
